import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { multipartBody } from './profile/multipart-body.ts';
import { addMember, resolveTestMember } from './likes/test-members.ts';
import { fromNewIp } from './account/test-support.ts';

/**
 * Each input that once made the API answer 500 (an attacker's sweep of every route): integers past int32 or
 * not finite, NUL and lone surrogates in strings, a push expiry past any date, broken multipart. All are a 4xx
 * JSON error with a code and a message now, refused by the route's schema before a query runs.
 */
describe('bad input answers 4xx, never 5xx', () => {
  // No DNS in tests: push.example stands for a push service on a public address.
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, resolveHost: async () => ['93.184.215.14'] });
  let me = 0;

  beforeAll(async () => {
    me = await addMember(db(), { name: 'Me', gender: 'male' });
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const send = (method: Method, url: string, payload?: string | object, member = true) =>
    app().inject({
      method,
      url,
      headers: {
        'x-request-type': 'client',
        // Each request from its own address: this sweep is about schemas, not the per-IP signup limit.
        ...fromNewIp(),
        ...(member ? { 'x-test-member': String(me) } : {}),
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  const expect400 = async (method: Method, url: string, payload?: string | object, member = true) => {
    const response = await send(method, url, payload, member);
    expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    return response;
  };

  const HUGE = ['2147483648', '-2147483649', 'Infinity', '1e308', '9007199254740993'];

  it('refuses ids, ages, pages and region ids past int32 or not finite in query strings', async () => {
    for (const value of HUGE) {
      await expect400('GET', `/api/member.php?id=${value}`);
      await expect400('GET', `/api/members.php?countryregion=${value}`);
      await expect400('GET', `/api/members.php?page=${value}`);
      await expect400('GET', `/api/members.php?min_age=${value}`);
      await expect400('GET', `/api/members.php?max_age=${value}`);
    }
  });

  it('refuses profile ids past int32 or not finite in the likes, block, seen and swipe bodies', async () => {
    const routes: Array<[Method, string]> = [
      ['POST', '/api/like.php'],
      ['DELETE', '/api/like.php'],
      ['POST', '/api/block.php'],
      ['DELETE', '/api/block.php'],
      ['POST', '/api/likes-seen.php'],
      ['POST', '/api/swipe-pass.php'],
    ];
    for (const [method, url] of routes) {
      // 1e999 is valid JSON and parses to Infinity.
      for (const raw of ['2147483648', '1e308', '1e999', '9007199254740993']) {
        await expect400(method, url, `{"profile_id":${raw}}`);
      }
    }
  });

  it('refuses photo and region ids past int32 on photos.php and profile.php', async () => {
    await expect400('PUT', '/api/photos.php', '{"id":2147483648,"main":true}');
    await expect400('DELETE', '/api/photos.php', '{"id":1e308}');
    await expect400('PUT', '/api/profile.php', '{"region_id":2147483648}');
    await expect400('PUT', '/api/profile.php', '{"region_id":1e999}');
  });

  it('answers geocode.php for subnormal and non-finite coordinates without a 5xx', async () => {
    for (const query of ['lat=5e-324&lon=5e-324', 'lat=-5e-324&lon=1e-320', 'lat=Infinity&lon=0', 'lat=1e308&lon=-1e308']) {
      const response = await send('GET', `/api/geocode.php?${query}`, undefined, false);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    }
  });

  const NUL = 'a\u0000b';
  const LONE = 'a\ud800b';

  it('refuses NUL and lone surrogates in login, reset and signup', async () => {
    for (const bad of [NUL, LONE]) {
      await expect400('POST', '/api/user.php', { email: `x${bad}@example.com`, password: 'secret1' }, false);
      await expect400('POST', '/api/user.php', { email: 'x@example.com', password: `secret${bad}` }, false);
      await expect400('POST', '/api/reset-password.php', { email: `x${bad}@example.com` }, false);
      await expect400('PUT', '/api/reset-password.php', { token: `t${bad}`, password: 'secret1', password_confirm: 'secret1' }, false);
      const signup = {
        email: 'new@example.com',
        name: 'Nieuw',
        password: 'secret1',
        password_confirm: 'secret1',
        date_of_birth: '1990-01-01',
      };
      await expect400('POST', '/api/signup.php', { ...signup, email: `n${bad}@example.com` }, false);
      await expect400('POST', '/api/signup.php', { ...signup, name: `Nie${bad}uw` }, false);
      await expect400('POST', '/api/signup.php', { ...signup, tracking: { utm_source: bad } }, false);
      await expect400('POST', '/api/signup.php', { ...signup, date_of_birth: `1990${bad}` }, false);
    }
  });

  it('refuses NUL and lone surrogates in complaints, the companyinfo domain and profile interests', async () => {
    const complaint = { name: 'Jan', email: 'jan@example.com', subject: 'other', message: 'Een lange genoeg klacht.' };
    await expect400('POST', '/api/complaints.php', { ...complaint, message: `Een klacht met ${NUL} erin.` }, false);
    await expect400('POST', '/api/complaints.php', { ...complaint, email: `j${LONE}@example.com` }, false);
    await expect400('POST', '/api/complaints.php', { ...complaint, name: `Jan${NUL}` }, false);
    await expect400('GET', '/api/companyinfo.php?domain=%00', undefined, false);
    await expect400('GET', '/api/companyinfo.php?domain=%ED%A0%80', undefined, false);
    await expect400('PUT', '/api/profile.php', { interests: [NUL] });
    await expect400('PUT', '/api/profile.php', { interests: [LONE] });
    await expect400('PUT', '/api/profile.php', { about: `over mij ${NUL}` });
  });

  it('refuses a push subscription whose expirationTime is no date', async () => {
    const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'BNc', auth: 'tBH' } };
    for (const expirationTime of [1e308, -1, 253_402_300_800_000]) {
      await expect400('POST', '/api/user.php?push=1', { subscription: { ...subscription, expirationTime } });
    }
    await expect400('POST', '/api/user.php?push=1', { subscription: { ...subscription, endpoint: `https://push.example/${NUL}` } });
    const accepted = await send('POST', '/api/user.php?push=1', { subscription: { ...subscription, expirationTime: 1_900_000_000_000 } });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('answers malformed multipart on photos.php with 400 invalid_upload', async () => {
    const good = multipartBody([{ name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: 'abc' }]);
    const boundary = good.headers['content-type']!.split('boundary=')[1]!;
    const bodies: Array<[string, string]> = [
      ['multipart/form-data', good.payload.toString('latin1')],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc`,
      ],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nGarbage\r\n\r\nabc\r\n--${boundary}--\r\n`],
    ];
    for (const [contentType, payload] of bodies) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/photos.php',
        headers: { 'x-request-type': 'client', 'x-test-member': String(me), 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${contentType}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${contentType}: ${response.body}`).toBeLessThan(500);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const { rows } = await db().query('select id from photos where member_id = $1', [me]);
    // addMember gives the member one photo; no upload added another.
    expect(rows).toHaveLength(1);
  });
});
