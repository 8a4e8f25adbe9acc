import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import {
  CLIENT,
  fromNewIp,
  createAccount,
  currentUserId,
  loginAs,
  mailedToken,
  mailsTo,
  sessionCookie,
  testClock,
  uniqueEmail,
} from './test-support.ts';

const clock = testClock();

describe('password reset', () => {
  const { app, db, dataDir } = useTestApp({ now: clock.now });
  const requestReset = (email: string) =>
    app().inject({ method: 'POST', url: '/api/reset-password.php', headers: { ...CLIENT, ...fromNewIp() }, payload: { email } });
  const reset = (payload: Record<string, string>) =>
    app().inject({ method: 'PUT', url: '/api/reset-password.php', headers: CLIENT, payload });

  it('mails a link to /reset-password/do in the member language; the link sets the password and logs in, ending other sessions', async () => {
    const account = await createAccount(db(), { language: 'sv', name: 'Elsa' });
    const oldSession = await loginAs(app(), account.email, account.password);

    const sent = await requestReset(account.email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true });
    const [mail] = await mailsTo(dataDir(), account.email);
    expect(mail!.subject).toBe('Nytt lösenord för Datingsite');
    expect(mail!.text).toContain('Hej Elsa,');
    expect(mail!.links[0]).toMatch(/^https:\/\/datingsite\.nl\/reset-password\/do\?token=[\w-]{43}$/);

    const token = await mailedToken(dataDir(), account.email, '/reset-password/do');
    const response = await reset({ token, password: 'nieuw-geheim', password_confirm: 'nieuw-geheim' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(account.id);
    expect(await currentUserId(app(), sessionCookie(response))).toBe(account.id);
    expect(await currentUserId(app(), oldSession)).toBeNull();

    await loginAs(app(), account.email, 'nieuw-geheim', '10.2.0.1');
    const oldPassword = await app().inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, 'x-forwarded-for': '10.2.0.2' },
      payload: { email: account.email, password: account.password },
    });
    expect(oldPassword.statusCode).toBe(401);
  });

  it('links work once and for 2 hours', async () => {
    const account = await createAccount(db());
    await requestReset(account.email);
    const token = await mailedToken(dataDir(), account.email, '/reset-password/do');
    expect((await reset({ token, password: 'eerste1', password_confirm: 'eerste1' })).statusCode).toBe(200);
    const reused = await reset({ token, password: 'tweede2', password_confirm: 'tweede2' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'reset_link_invalid', message: 'Link verlopen of invalide, vraag een nieuwe e-mail aan' });

    const late = await createAccount(db());
    await requestReset(late.email);
    const lateToken = await mailedToken(dataDir(), late.email, '/reset-password/do');
    clock.advanceMinutes(121);
    expect((await reset({ token: lateToken, password: 'derde33', password_confirm: 'derde33' })).json().error).toBe('reset_link_invalid');
    expect((await reset({ token: 'verzonnen', password: 'derde33', password_confirm: 'derde33' })).json().error).toBe('reset_link_invalid');
  });

  it('checks the new password before using up the link', async () => {
    const account = await createAccount(db());
    await requestReset(account.email);
    const token = await mailedToken(dataDir(), account.email, '/reset-password/do');
    const differ = await reset({ token, password: 'nieuw-geheim', password_confirm: 'anders-geheim' });
    expect(differ.statusCode).toBe(422);
    expect(differ.json().error).toBe('passwords_differ');
    expect((await reset({ token, password: 'kort', password_confirm: 'kort' })).json().error).toBe('weak_password');
    expect((await reset({ token, password: 'nieuw-geheim', password_confirm: 'nieuw-geheim' })).statusCode).toBe(200);
  });

  it('404 email_not_found for unknown addresses and accounts that cannot log in', async () => {
    const leaving = await createAccount(db(), { status: 'deletion_requested' });
    for (const email of [uniqueEmail('unknown'), leaving.email, 'geen-email']) {
      const response = await requestReset(email);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'email_not_found', message: 'E-mailadres niet gevonden' });
    }
  });

  it('at most 3 mails per account in 24 hours: the 4th is 429 reset_limit', async () => {
    const account = await createAccount(db());
    for (let mail = 1; mail <= 3; mail++) expect((await requestReset(account.email)).statusCode).toBe(200);
    const fourth = await requestReset(account.email);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      error: 'reset_limit',
      message: 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
    });
    expect(await mailsTo(dataDir(), account.email)).toHaveLength(3);
    clock.advanceMinutes(24 * 60 + 1);
    expect((await requestReset(account.email)).statusCode).toBe(200);
  });

  it('opening a reset link confirms a not_confirmed address and ends a lockout', async () => {
    const account = await createAccount(db(), { status: 'not_confirmed' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await app().inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { ...CLIENT, 'x-forwarded-for': '10.2.1.1' },
        payload: { email: account.email, password: 'fout' },
      });
    }
    await requestReset(account.email);
    const token = await mailedToken(dataDir(), account.email, '/reset-password/do');
    const response = await reset({ token, password: 'weer-binnen', password_confirm: 'weer-binnen' });
    expect(response.json().user.status).toBe('active');
    await loginAs(app(), account.email, 'weer-binnen', '10.2.1.2');
  });
});
