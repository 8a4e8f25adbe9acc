import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { CLIENT, createAccount, currentUserId, loginAs, mailedToken, mailsTo, sessionCookie, uniqueEmail } from './test-support.ts';

describe('sessions: rotation on login, other sessions end on mail change, logout only same-site', () => {
  const { app, db, dataDir } = useTestApp();
  const loginWith = (email: string, password: string, cookie: string) =>
    app().inject({ method: 'POST', url: '/api/user.php', headers: { ...CLIENT, cookie }, payload: { email, password } });
  /** Asks from the session `cookie` to move the account to a new address; answers the token mailed there. */
  const requestMailChange = async (account: { password: string }, cookie: string, label: string) => {
    const newEmail = uniqueEmail(label);
    await app().inject({
      method: 'POST',
      url: '/api/mail-change.php',
      headers: { ...CLIENT, cookie },
      payload: { email: newEmail, password: account.password },
    });
    return mailedToken(dataDir(), newEmail, '/mail-change/do');
  };

  it('a login ends the session whose cookie the browser already carried', async () => {
    const first = await createAccount(db());
    const second = await createAccount(db());
    const carried = await loginAs(app(), first.email, first.password);
    expect(await currentUserId(app(), carried)).toBe(first.id);

    // Same member logging in again, and another member on the same browser: the carried token dies both times.
    const again = await loginWith(first.email, first.password, carried);
    expect(again.statusCode).toBe(200);
    const fresh = sessionCookie(again);
    expect(fresh).not.toBe(carried);
    expect(await currentUserId(app(), carried)).toBeNull();
    expect(await currentUserId(app(), fresh)).toBe(first.id);

    const switched = await loginWith(second.email, second.password, fresh);
    expect(await currentUserId(app(), fresh)).toBeNull();
    expect(await currentUserId(app(), sessionCookie(switched))).toBe(second.id);
  });

  it('a confirmed mail change ends every other session, keeps the confirming browser and tells the OLD address', async () => {
    const account = await createAccount(db(), { language: 'en', name: 'Sam' });
    const here = await loginAs(app(), account.email, account.password);
    const elsewhere = await loginAs(app(), account.email, account.password, '10.9.0.2');
    const token = await requestMailChange(account, here, 'new');
    const confirmed = await app().inject({
      method: 'PUT',
      url: '/api/mail-change.php',
      headers: { ...CLIENT, cookie: here },
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect(await currentUserId(app(), here)).toBe(account.id);
    expect(await currentUserId(app(), elsewhere)).toBeNull();

    const [notice] = await mailsTo(dataDir(), account.email);
    expect(notice!.subject).toBe('Your email address at Datingsite was changed');
    expect(notice!.text).toContain('Hi Sam,');
    expect(notice!.links).toEqual(['https://datingsite.nl/reset-password']);
  });

  it('a mail change confirmed on another device (no session) ends all sessions', async () => {
    const account = await createAccount(db());
    const session = await loginAs(app(), account.email, account.password);
    const token = await requestMailChange(account, session, 'device');
    expect((await app().inject({ method: 'PUT', url: '/api/mail-change.php', headers: CLIENT, payload: { token } })).statusCode).toBe(200);
    expect(await currentUserId(app(), session)).toBeNull();
    expect((await mailsTo(dataDir(), account.email)).map((mail) => mail.subject)).toEqual(['Je e-mailadres bij Datingsite is gewijzigd']);
  });

  it('GET logout.php refuses Sec-Fetch-Site: cross-site and keeps the session; same-site logs out', async () => {
    const account = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password);
    const foreign = await app().inject({ url: '/api/logout.php', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'csrf_rejected', message: 'Verzoek geweigerd: het kwam niet van deze site.' });
    expect(await currentUserId(app(), cookie)).toBe(account.id);

    const own = await app().inject({ url: '/api/logout.php', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(200);
    expect(await currentUserId(app(), cookie)).toBeNull();
  });
});
