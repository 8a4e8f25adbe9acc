import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { helmetHeaders } from './security-headers.ts';

describe('security headers of the API', () => {
  const { app } = useTestApp();

  it('on JSON, errors, media and the outbox page: CSP default-src none, frame-ancestors none, nosniff, DENY, Referrer-Policy', async () => {
    for (const url of ['/api/health', '/api/nothing.php', '/media/none.jpg', '/dev/outbox']) {
      const response = await app().inject({ url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('HSTS when the trusted proxy says the request came over https', async () => {
    const response = await app().inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends every header helmet would, on a kept reference read too', async () => {
    const expected = await helmetHeaders();
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']),
    );
    const response = await app().inject({ url: '/api/interests.php' });
    expect(response.headers).toMatchObject(expected);
  });
});
