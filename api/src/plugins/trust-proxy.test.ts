import { describe, expect, it } from 'vitest';
import { CLIENT, createAccount } from '../routes/account/test-support.ts';
import { useTestApp } from '../test/test-app.ts';

describe('an API reached directly (TRUST_PROXY_HOPS=0)', () => {
  const { app, db } = useTestApp({ trustProxyHops: 0 });

  it('ignores X-Forwarded-Proto: the session cookie is Secure only for real https', async () => {
    const account = await createAccount(db());
    const response = await app().inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.3.0.1' },
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.secure).toBeFalsy();
  });

  it('ignores X-Forwarded-For: every spoofed value lands in the peer address bucket', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { ...CLIENT, 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { email: `nobody${attempt}@example.com`, password: 'fout' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
