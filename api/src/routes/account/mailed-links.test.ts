import { describe, expect, it } from 'vitest';
import { findSiteConfig, upsertSiteConfig } from '../../repositories/site-config.ts';
import { useTestApp } from '../../test/test-app.ts';
import { CLIENT, createAccount, loginAs, mailsTo, signUp, uniqueEmail } from './test-support.ts';

/** Every mailed link starts with the site's own configured origin, whatever Host or X-Forwarded-Host say. */
describe('mailed links use the configured site origin, never a request header', () => {
  const { app, db, dataDir } = useTestApp();
  const resetLink = async (email: string, headers: Record<string, string>) => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/reset-password.php',
      headers: { ...CLIENT, ...headers },
      payload: { email },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (await mailsTo(dataDir(), email))[0]!.links[0]!;
  };

  it.each([
    ['Host', { host: 'evil.example' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example' }],
    ['X-Forwarded-Host and -Proto', { 'x-forwarded-host': 'evil.example:8443', 'x-forwarded-proto': 'http' }],
  ])('a reset requested with %s: evil.example mails a link to https://datingsite.nl', async (_label, headers) => {
    const account = await createAccount(db());
    const link = await resetLink(account.email, headers);
    expect(link).toMatch(/^https:\/\/datingsite\.nl\/reset-password\/do\?token=[\w-]{43}$/);
    expect(link).not.toContain('evil');
  });

  it('signup (activation) and mail change links too', async () => {
    const email = uniqueEmail('signup');
    const signup = await signUp(app(), { email, name: 'Linda' }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(signup.statusCode, signup.body).toBe(201);
    expect((await mailsTo(dataDir(), email))[0]!.links[0]).toMatch(/^https:\/\/datingsite\.nl\/api\/activate\.php\?token=/);

    const account = await createAccount(db());
    const cookie = await loginAs(app(), account.email, account.password);
    const newEmail = uniqueEmail('new');
    const change = await app().inject({
      method: 'POST',
      url: '/api/mail-change.php',
      headers: { ...CLIENT, cookie, 'x-forwarded-host': 'evil.example' },
      payload: { email: newEmail, password: account.password },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await mailsTo(dataDir(), newEmail))[0]!.links[0]).toMatch(/^https:\/\/datingsite\.nl\/mail-change\/do\?token=/);
  });

  it('a second configured site gets its own domain; an unknown host gets the default site, not its own name', async () => {
    const demo = (await findSiteConfig(db(), 'datingsite.nl'))!;
    await upsertSiteConfig(db(), { domain: 'tweedesite.nl', isDefault: false, companyId: demo.company_id, settings: demo.settings });
    const account = await createAccount(db());
    expect(await resetLink(account.email, { host: 'www.tweedesite.nl' })).toMatch(/^https:\/\/tweedesite\.nl\/reset-password\/do\?/);
    const other = await createAccount(db());
    expect(await resetLink(other.email, { host: 'unknown.example' })).toMatch(/^https:\/\/datingsite\.nl\/reset-password\/do\?/);
  });
});

describe('SITE_ORIGIN (the local demo at http://localhost:8080)', () => {
  const { app, db, dataDir } = useTestApp({ siteOrigin: 'http://localhost:8080/' });

  it('gives scheme, host and port of every link, still ignoring Host and X-Forwarded-Host', async () => {
    const account = await createAccount(db());
    const response = await app().inject({
      method: 'POST',
      url: '/api/reset-password.php',
      headers: { ...CLIENT, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: account.email },
    });
    expect(response.statusCode).toBe(200);
    expect((await mailsTo(dataDir(), account.email))[0]!.links[0]).toMatch(/^http:\/\/localhost:8080\/reset-password\/do\?token=/);
  });
});
