import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { CLIENT, createAccount, loginAs, mailedToken, mailsTo, testClock, uniqueEmail } from './test-support.ts';

const clock = testClock();

describe('mail change', () => {
  const { app, db, dataDir } = useTestApp({ now: clock.now });
  const request = (payload: Record<string, string>, cookie?: string) =>
    app().inject({ method: 'POST', url: '/api/mail-change.php', headers: { ...CLIENT, ...(cookie ? { cookie } : {}) }, payload });
  const confirm = (token: string) => app().inject({ method: 'PUT', url: '/api/mail-change.php', headers: CLIENT, payload: { token } });

  it('mails the NEW address a /mail-change/do link; the link makes it the login, once', async () => {
    const account = await createAccount(db(), { language: 'en', name: 'Sam' });
    const cookie = await loginAs(app(), account.email, account.password);
    const newEmail = uniqueEmail('new');
    const sent = await request({ email: newEmail.toUpperCase(), password: account.password }, cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true });
    expect(await mailsTo(dataDir(), account.email)).toHaveLength(0);
    const [mail] = await mailsTo(dataDir(), newEmail);
    expect(mail!.subject).toBe('Confirm your new email address at Datingsite');
    expect(mail!.links[0]).toMatch(/\/mail-change\/do\?token=[\w-]{43}$/);

    const token = await mailedToken(dataDir(), newEmail, '/mail-change/do');
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: account.id, email: newEmail });
    await loginAs(app(), newEmail, account.password, '10.3.0.1');

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('mail_change_link_invalid');
  });

  it('422 invalid_new_email for a malformed or unchanged address, 422 wrong_password, 409 email_taken', async () => {
    const account = await createAccount(db());
    const other = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password);
    for (const email of ['geen-email', account.email]) {
      const response = await request({ email, password: account.password }, cookie);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'invalid_new_email', message: 'Nieuw e-mailadres invalide.' });
    }
    const wrong = await request({ email: uniqueEmail(), password: 'fout' }, cookie);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe('wrong_password');
    const taken = await request({ email: other.email, password: account.password }, cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'email_taken', message: 'Dit e-mailadres heeft al een account op deze site.' });
  });

  it('403 authentication_required for visitors', async () => {
    const response = await request({ email: uniqueEmail(), password: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('authentication_required');
  });

  it('409 email_taken when someone took the address between request and click; 400 after 24 hours', async () => {
    const account = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password);
    const wanted = uniqueEmail('wanted');
    await request({ email: wanted, password: account.password }, cookie);
    const token = await mailedToken(dataDir(), wanted, '/mail-change/do');
    await createAccount(db(), { email: wanted });
    expect((await confirm(token)).json().error).toBe('email_taken');

    const later = uniqueEmail('later');
    await request({ email: later, password: account.password }, cookie);
    const lateToken = await mailedToken(dataDir(), later, '/mail-change/do');
    clock.advanceMinutes(24 * 60 + 1);
    expect((await confirm(lateToken)).json().error).toBe('mail_change_link_invalid');
  });
});
