import { describe, expect, it } from 'vitest';
import { CLIENT } from '../routes/account/test-support.ts';
import { useTestApp } from '../test/test-app.ts';
import { DEMO_LOGIN, ensureDemoAccount } from './demo-account.ts';

describe('ensureDemoAccount', () => {
  const { app, db } = useTestApp();

  it('creates demo@example.com / demo1234 once: active, female looking for men, in NL, with credits in the ledger', async () => {
    const id = await ensureDemoAccount(db());
    expect(await ensureDemoAccount(db())).toBe(id);
    const { rows } = await db().query(
      `select status, gender, sexuality, country, language, credits, (select sum(delta)::int from credit_ledger where member_id = m.id) as ledger
         from members m where id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      status: 'active',
      gender: 'female',
      sexuality: 'hetero',
      country: 'NL',
      language: 'nl',
      credits: 10,
      ledger: 10,
    });

    const login = await app().inject({ method: 'POST', url: '/api/user.php', headers: CLIENT, payload: DEMO_LOGIN });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ id, email: DEMO_LOGIN.email, status: 'active' });
  });
});
