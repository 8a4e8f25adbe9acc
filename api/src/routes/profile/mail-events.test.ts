import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { unsubscribeToken, unsubscribeUrl } from '../../services/profile/unsubscribe-token.ts';
import { addTestMember, testResolver } from './test-support.ts';

describe('POST /api/mail-events.php and GET|POST /api/unsubscribe.php', () => {
  const { app, db } = useTestApp({ resolveMember: testResolver });
  let secret = '';

  beforeAll(async () => {
    // No MAIL_EVENTS_SECRET configured: the route made and stored one in site_config.secrets.
    await app().inject({ method: 'POST', url: '/api/mail-events.php', payload: { type: 'bounce', email: 'x@example.com' } });
    secret = (await db().query<{ value: string }>(`select secrets ->> 'mail_events_secret' as value from site_config where is_default`))
      .rows[0]!.value;
  });

  const event = (payload: object, headers: Record<string, string> = { 'x-mail-events-secret': secret }) =>
    app().inject({ method: 'POST', url: '/api/mail-events.php', headers, payload });
  const blocked = async (id: number) =>
    (await db().query<{ email_blocked: string | null }>('select email_blocked from members where id = $1', [id])).rows[0]!.email_blocked;

  it('keeps a generated secret that no route reveals', async () => {
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await app().inject('/api/settings.php')).body).not.toContain(secret);
  });

  it('rejects a missing or wrong secret with 401 and changes nothing', async () => {
    const memberId = await addTestMember(db(), { email: 'victim@example.com' });
    const attempts: Record<string, string>[] = [{}, { 'x-mail-events-secret': 'guess' }, { 'x-mail-events-secret': `${secret}x` }];
    for (const headers of attempts) {
      const response = await event({ type: 'complaint', email: 'victim@example.com' }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
    }
    expect(await blocked(memberId)).toBeNull();
  });

  it('blocks mail after a complaint or a bounce, whatever the case of the address', async () => {
    const complainer = await addTestMember(db(), { email: 'Complainer@Example.com' });
    const bouncer = await addTestMember(db(), { email: 'bouncer@example.com' });
    expect((await event({ type: 'complaint', email: 'complainer@example.COM' })).json()).toEqual({ ok: true });
    expect((await event({ type: 'bounce', email: ' bouncer@example.com ' })).statusCode).toBe(200);
    expect(await blocked(complainer)).toBe('complaint');
    expect(await blocked(bouncer)).toBe('bounce');
  });

  it('answers the same for unknown addresses (does not reveal who has an account)', async () => {
    expect((await event({ type: 'bounce', email: 'nobody@example.com' })).json()).toEqual({ ok: true });
  });

  it('rejects malformed events with 400', async () => {
    for (const payload of [{ type: 'open', email: 'a@example.com' }, { type: 'bounce' }, {}]) {
      expect((await event(payload)).statusCode).toBe(400);
    }
  });

  describe('with MAIL_EVENTS_SECRET set', () => {
    const configured = useTestApp({ resolveMember: testResolver, mailEventsSecret: 'provider-secret' });
    const eventTo = (headers: Record<string, string>) =>
      configured
        .app()
        .inject({ method: 'POST', url: '/api/mail-events.php', headers, payload: { type: 'bounce', email: 'a@example.com' } });

    it('uses it instead of the generated one', async () => {
      expect((await eventTo({ 'x-mail-events-secret': secret })).statusCode).toBe(401);
      expect((await eventTo({ 'x-mail-events-secret': 'provider-secret' })).statusCode).toBe(200);
    });
  });

  it('one-click unsubscribe (RFC 8058 POST) blocks mail with reason unsubscribe', async () => {
    const memberId = await addTestMember(db());
    const url = await unsubscribeUrl(db(), 'https://datingsite.nl/', memberId);
    expect(url).toMatch(new RegExp(`^https://datingsite\\.nl/api/unsubscribe\\.php\\?token=${memberId}\\.[A-Za-z0-9_-]{22}$`));
    const response = await app().inject({
      method: 'POST',
      url: url.replace('https://datingsite.nl', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true });
    expect(await blocked(memberId)).toBe('unsubscribe');
  });

  it('GET (a person, or a mail scanner prefetching the link) only shows a confirm page; its button POSTs', async () => {
    const memberId = await addTestMember(db());
    const token = await unsubscribeToken(db(), memberId);
    for (const accept of ['text/html', 'application/json', '*/*']) {
      const page = await app().inject({ url: `/api/unsubscribe.php?token=${token}`, headers: { accept } });
      expect(page.statusCode, accept).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Wil je geen e-mails meer ontvangen van');
      expect(page.body).toContain(`<form method="post" action="/api/unsubscribe.php?token=${token}">`);
      expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    }
    expect(await blocked(memberId)).toBeNull();

    const submitted = await app().inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${token}`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(submitted.statusCode, submitted.body).toBe(303);
    expect(submitted.headers.location).toBe('/notifications?email=unsubscribed');
    expect(await blocked(memberId)).toBe('unsubscribe');
  });

  it('does not downgrade a complaint to an unsubscribe', async () => {
    const memberId = await addTestMember(db(), { email: 'strong@example.com' });
    await event({ type: 'complaint', email: 'strong@example.com' });
    await app().inject({ method: 'POST', url: `/api/unsubscribe.php?token=${await unsubscribeToken(db(), memberId)}` });
    expect(await blocked(memberId)).toBe('complaint');
  });

  it('refuses forged or malformed tokens', async () => {
    const memberId = await addTestMember(db());
    const other = await addTestMember(db());
    const [, signature] = (await unsubscribeToken(db(), other)).split('.');
    for (const token of [`${memberId}.${signature}`, 'abc', `${memberId}.`, `0.${signature}`]) {
      const post = await app().inject({ method: 'POST', url: `/api/unsubscribe.php?token=${encodeURIComponent(token)}` });
      expect(post.statusCode, token).toBe(400);
      expect(post.json()).toMatchObject({ error: 'invalid_token' });
      const page = await app().inject(`/api/unsubscribe.php?token=${encodeURIComponent(token)}`);
      expect(page.headers.location).toBe('/notifications?email=unsubscribe_failed');
      const json = await app().inject({
        url: `/api/unsubscribe.php?token=${encodeURIComponent(token)}`,
        headers: { accept: 'application/json' },
      });
      expect(json.statusCode).toBe(400);
    }
    expect(await blocked(memberId)).toBeNull();
    expect((await app().inject({ method: 'POST', url: '/api/unsubscribe.php' })).statusCode).toBe(400);
  });
});
