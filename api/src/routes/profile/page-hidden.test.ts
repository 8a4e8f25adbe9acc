import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { addTestMember, testResolver } from './test-support.ts';

describe('POST /api/page-hidden.php', () => {
  const { app, db } = useTestApp({ resolveMember: testResolver });

  const stamps = async (id: number) =>
    (
      await db().query<{ last_hidden_at: Date | null; last_active_at: Date | null }>(
        'select last_hidden_at, last_active_at from members where id = $1',
        [id],
      )
    ).rows[0]!;

  // A beacon has no X-Request-Type: the route must work without it, with whatever body browsers send.
  it.each([
    ['no body', {}],
    ['an empty JSON body', { headers: { 'content-type': 'application/json' }, payload: '' }],
    ['{}', { headers: { 'content-type': 'application/json' }, payload: '{}' }],
    ['a text/plain beacon', { headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: '' }],
  ])('stamps last_hidden_at and last_active_at of the member (%s)', async (_label, request) => {
    const memberId = await addTestMember(db());
    const before = Date.now();
    const response = await app().inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      ...request,
      headers: { ...('headers' in request ? request.headers : {}), 'x-test-member': String(memberId) },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const { last_hidden_at: hidden, last_active_at: active } = await stamps(memberId);
    expect(hidden!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(active!.getTime()).toBe(hidden!.getTime());
  });

  it('answers 204 to visitors and stores nothing', async () => {
    const count = async () =>
      (await db().query<{ count: number }>('select count(*) as count from members where last_hidden_at is not null')).rows[0]!.count;
    const before = await count();
    const response = await app().inject({ method: 'POST', url: '/api/page-hidden.php' });
    expect(response.statusCode).toBe(204);
    expect(await count()).toBe(before);
  });

  it('accepts a same-origin Origin header (also behind a proxy) and rejects another site', async () => {
    const hidden = (headers: Record<string, string>) => app().inject({ method: 'POST', url: '/api/page-hidden.php', headers });
    const memberId = await addTestMember(db());
    const same = await hidden({ host: 'datingsite.nl', origin: 'https://datingsite.nl', 'x-test-member': String(memberId) });
    expect(same.statusCode).toBe(204);
    const proxied = await hidden({ host: '127.0.0.1:8081', 'x-forwarded-host': 'localhost:8080', origin: 'http://localhost:8080' });
    expect(proxied.statusCode).toBe(204);

    const other = await addTestMember(db());
    const cross = await hidden({ host: 'datingsite.nl', origin: 'https://evil.example', 'x-test-member': String(other) });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toMatchObject({ error: 'csrf_rejected' });
    expect((await stamps(other)).last_hidden_at).toBeNull();
    const broken = await hidden({ host: 'datingsite.nl', origin: 'null' });
    expect(broken.statusCode).toBe(403);
  });

  it('refuses oversized bodies', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(413);
  });
});
