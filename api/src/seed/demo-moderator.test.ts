import { describe, expect, it } from 'vitest';
import { CLIENT } from '../routes/account/test-support.ts';
import { useTestApp } from '../test/test-app.ts';
import { MODERATOR_LOGIN, ensureDemoModerator } from './demo-moderator.ts';

describe('ensureDemoModerator', () => {
  const { app, db } = useTestApp();

  it('creates moderator@example.com once, invisible, who logs in as a moderator and reaches the queues', async () => {
    const id = await ensureDemoModerator(db());
    expect(await ensureDemoModerator(db())).toBe(id);
    const login = await app().inject({ method: 'POST', url: '/api/user.php', headers: CLIENT, payload: MODERATOR_LOGIN });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ id, moderator: true });
    const sid = login.cookies.find((cookie) => cookie.name === 'sid')!.value;
    const queue = await app().inject({ url: '/api/moderation/reports.php', headers: { ...CLIENT, cookie: `sid=${sid}` } });
    expect(queue.statusCode).toBe(200);
    const { rows } = await db().query('select invisible from members where id = $1', [id]);
    expect(rows).toEqual([{ invisible: true }]);
  });
});
