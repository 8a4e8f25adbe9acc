import { describe, expect, it } from 'vitest';
import { useTestApp, useTestAppWithout } from '../test/test-app.ts';
import { CLIENT, fromNewIp, uniqueEmail } from '../routes/account/test-support.ts';

describe('/dev/signup-tracking.json (development, DEV_OUTBOX on)', () => {
  const { app } = useTestApp({ devOutbox: true });
  const signup = (email: string, tracking?: Record<string, string>) =>
    app().inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { ...CLIENT, ...fromNewIp() },
      payload: {
        email,
        name: 'Lotte',
        password: 'geheim123',
        password_confirm: 'geheim123',
        date_of_birth: '1995-04-12',
        ...(tracking ? { tracking } : {}),
      },
    });
  const read = (email: string, remoteAddress = '127.0.0.1') =>
    app().inject({ url: `/dev/signup-tracking.json?email=${encodeURIComponent(email)}`, remoteAddress });

  it('reads back the tracking a signup stored, by email in any case', async () => {
    const email = uniqueEmail('tracked');
    expect((await signup(email, { network: 'adnet', sub5: 's5', gclid: 'G-1', utm_content: 'banner' })).statusCode).toBe(201);
    const response = await read(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email, tracking: { network: 'adnet', sub5: 's5', gclid: 'G-1', utm_content: 'banner' } });
  });

  it('answers null for a signup without tracking and a 404 JSON for an unknown address', async () => {
    const email = uniqueEmail('untracked');
    await signup(email);
    expect((await read(email)).json()).toEqual({ email, tracking: null });
    const unknown = await read('nobody-here@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found' });
  });

  it('refuses a missing email with a 400 and a peer that is not loopback with a 404', async () => {
    const missing = await app().inject({ url: '/dev/signup-tracking.json', remoteAddress: '127.0.0.1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('error');
    const email = uniqueEmail('remote');
    await signup(email, { network: 'secret-net' });
    const remote = await read(email, '203.0.113.9');
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('secret-net');
  });
});

describe('/dev/signup-tracking.json by default (DEV_OUTBOX unset)', () => {
  const { app } = useTestAppWithout('DEV_OUTBOX');

  it('does not exist, not even for loopback', async () => {
    expect((await app().inject({ url: '/dev/signup-tracking.json?email=a%40b.nl', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});
