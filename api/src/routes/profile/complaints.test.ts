import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { addTestMember, testResolver } from './test-support.ts';

const valid = {
  name: 'Jan Jansen',
  email: 'jan@example.com',
  subject: 'profile',
  message: "Dit profiel gebruikt foto's van iemand anders.",
  url: 'https://datingsite.nl/members/12',
};

describe('POST /api/complaints.php', () => {
  const { app, db, dataDir } = useTestApp({ resolveMember: testResolver });

  const file = (payload: object, ip: string, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { 'x-request-type': 'client', 'x-forwarded-for': ip, ...headers },
      payload,
    });

  it('stores a complaint from a visitor and answers 201 { id }', async () => {
    const response = await file(valid, '10.0.0.1');
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    const { rows } = await db().query(
      `select member_id, site_domain, name, email, subject, message, url, ip, status from complaints where id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      member_id: null,
      site_domain: 'datingsite.nl',
      name: 'Jan Jansen',
      email: 'jan@example.com',
      subject: 'profile',
      message: valid.message,
      url: valid.url,
      ip: '10.0.0.1',
      status: 'open',
    });
  });

  it("mails the complaint to the site's support address (dev outbox)", async () => {
    const response = await file({ ...valid, subject: 'photo' }, '10.0.0.4');
    const { id } = response.json();
    const outbox = join(dataDir(), 'outbox');
    const entries = await Promise.all(
      (await readdir(outbox))
        .filter((name) => name.endsWith('.json'))
        .map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8'))),
    );
    const mail = entries.find((entry) => entry.subject === `Klacht #${id}: Foto`);
    expect(mail).toMatchObject({ to: 'support@datingsite.nl' });
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain('jan@example.com');
  });

  it('links the complaint to the logged-in member', async () => {
    const memberId = await addTestMember(db());
    const response = await file({ ...valid, url: undefined }, '10.0.0.2', { 'x-test-member': String(memberId) });
    expect(response.statusCode).toBe(201);
    const { rows } = await db().query<{ member_id: number; url: string | null }>('select member_id, url from complaints where id = $1', [
      response.json().id,
    ]);
    expect(rows[0]).toEqual({ member_id: memberId, url: null });
  });

  it.each([
    ['a too short message', { ...valid, message: 'kort' }],
    ['a too long message', { ...valid, message: 'x'.repeat(5001) }],
    ['an unknown subject', { ...valid, subject: 'love' }],
    ['an invalid email', { ...valid, email: 'jan@' }],
    ['a missing name', { ...valid, name: '' }],
  ])('rejects %s with 400 validation_failed', async (_label, payload) => {
    const response = await file(payload, '10.0.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('allows 5 complaints per hour per IP, then 429 rate_limited; other IPs are not affected', async () => {
    for (let i = 0; i < 5; i++) expect((await file(valid, '10.0.0.9')).statusCode).toBe(201);
    const blocked = await file(valid, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'rate_limited', message: 'Te veel klachten verstuurd, probeer het over een uur opnieuw.' });
    expect((await file(valid, '10.0.0.10')).statusCode).toBe(201);
  });
});
