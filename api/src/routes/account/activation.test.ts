import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { CLIENT, currentUserId, fromNewIp, mailedToken, mailsTo, sessionCookie, signUp, testClock, uniqueEmail } from './test-support.ts';

const clock = testClock();

describe('activation', () => {
  const { app, db, dataDir } = useTestApp({ now: clock.now });

  async function signedUpMember() {
    const email = uniqueEmail('activate');
    const response = await signUp(app(), { email, name: 'Noor' }, fromNewIp());
    return { email, id: response.json().user.id as number, cookie: sessionCookie(response) };
  }
  const status = async (id: number) =>
    (await db().query<{ status: string }>('select status from members where id = $1', [id])).rows[0]!.status;

  it('the mailed link activates, logs in on this browser and redirects to /activate/done', async () => {
    const member = await signedUpMember();
    const token = await mailedToken(dataDir(), member.email, '/api/activate.php');
    const response = await app().inject({ url: `/api/activate.php?token=${token}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/activate/done');
    expect(await status(member.id)).toBe('active');
    expect(await currentUserId(app(), sessionCookie(response))).toBe(member.id);
  });

  it('a used, unknown or missing token redirects to /activate/error?error=activation_failed', async () => {
    const member = await signedUpMember();
    const token = await mailedToken(dataDir(), member.email, '/api/activate.php');
    expect((await app().inject({ url: `/api/activate.php?token=${token}` })).statusCode).toBe(302);
    for (const url of [`/api/activate.php?token=${token}`, '/api/activate.php?token=nonsense', '/api/activate.php']) {
      const response = await app().inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/activate/error?error=activation_failed');
      expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    }
  });

  it('answers JSON when asked: 200 { user } or 400 activation_failed', async () => {
    const member = await signedUpMember();
    const token = await mailedToken(dataDir(), member.email, '/api/activate.php');
    const json = { accept: 'application/json' };
    const ok = await app().inject({ url: `/api/activate.php?token=${token}`, headers: json });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id: member.id, status: 'active', email_confirmed: true, profile: { status: 'active' } });
    const again = await app().inject({ url: `/api/activate.php?token=${token}`, headers: json });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'activation_failed', message: 'Activeren mislukt' });
  });

  it('links expire after 30 days', async () => {
    const member = await signedUpMember();
    const token = await mailedToken(dataDir(), member.email, '/api/activate.php');
    clock.advanceMinutes(30 * 24 * 60 + 1);
    const response = await app().inject({ url: `/api/activate.php?token=${token}` });
    expect(response.headers.location).toBe('/activate/error?error=activation_failed');
    expect(await status(member.id)).toBe('not_confirmed');
  });

  it('POST resends a fresh link (a new token) to a not_confirmed member', async () => {
    const member = await signedUpMember();
    const response = await app().inject({ method: 'POST', url: '/api/activate.php', headers: { ...CLIENT, cookie: member.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const mails = await mailsTo(dataDir(), member.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.links[0]).not.toBe(mails[1]!.links[0]);
    expect(mails[0]!.text).toContain('Hallo Noor,');
  });

  it('POST: 409 already_active once active, 403 for visitors, 429 after 5 mails a day', async () => {
    const visitor = await app().inject({ method: 'POST', url: '/api/activate.php', headers: CLIENT });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().error).toBe('authentication_required');

    const member = await signedUpMember();
    const resend = () => app().inject({ method: 'POST', url: '/api/activate.php', headers: { ...CLIENT, cookie: member.cookie } });
    for (let mail = 2; mail <= 5; mail++) expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('activation_limit');

    await db().query(`update members set status = 'active' where id = $1`, [member.id]);
    expect((await resend()).json().error).toBe('already_active');
  });
});
