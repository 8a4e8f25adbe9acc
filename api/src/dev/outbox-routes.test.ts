import { describe, expect, it } from 'vitest';
import { useTestApp, useTestAppWithout } from '../test/test-app.ts';
import { isLoopbackRequest } from './loopback.ts';

describe('/dev/outbox (development, DEV_OUTBOX on)', () => {
  const { app } = useTestApp({ devOutbox: true });
  const send = (to: string, subject: string, text: string) => app().mailer.send({ to, subject, text });

  it('lists the mails newest first with their links (JSON)', async () => {
    await send('first@example.com', 'Eerste', 'Link: https://datingsite.nl/a?token=1');
    await send('second@example.com', 'Tweede', 'Geen link');
    const response = await app().inject({ url: '/dev/outbox.json' });
    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails.map((mail: { subject: string }) => mail.subject)).toEqual(['Tweede', 'Eerste']);
    expect(mails[1]).toMatchObject({
      to: 'first@example.com',
      text: 'Link: https://datingsite.nl/a?token=1',
      links: ['https://datingsite.nl/a?token=1'],
    });
    expect(typeof mails[0].id).toBe('string');
  });

  it('renders an HTML page with everything output-encoded', async () => {
    await send('x@example.com', '<img src=x onerror=alert(1)>', 'Hoi <b>daar</b> https://datingsite.nl/b?token=2&x=<y>');
    const response = await app().inject({ url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).toContain('Hoi &lt;b&gt;daar&lt;/b&gt;');
  });

  it('answers 404 to a peer that is not loopback, whatever its headers say', async () => {
    await send('secret@example.com', 'Reset', 'https://datingsite.nl/reset-password/do?token=secret');
    for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.5', '2001:db8::1']) {
      for (const url of ['/dev/outbox.json', '/dev/outbox']) {
        const response = await app().inject({ url, remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost' } });
        expect(response.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(response.body).not.toContain('secret');
      }
    }
  });

  it('answers 404 through a local proxy when the proxy says the client was remote', async () => {
    const response = await app().inject({
      url: '/dev/outbox.json',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(response.statusCode).toBe(404);
    const local = await app().inject({ url: '/dev/outbox.json', remoteAddress: '::1', headers: { 'x-forwarded-for': '127.0.0.1, ::1' } });
    expect(local.statusCode).toBe(200);
  });
});

describe('/dev/outbox by default (DEV_OUTBOX unset)', () => {
  const { app } = useTestAppWithout('DEV_OUTBOX');

  it('does not exist, not even for loopback', async () => {
    expect((await app().inject({ url: '/dev/outbox.json', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    expect((await app().inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});

describe('isLoopbackRequest', () => {
  it('accepts only loopback peers and loopback hops', () => {
    expect(isLoopbackRequest('127.0.0.1', undefined)).toBe(true);
    expect(isLoopbackRequest('::ffff:127.0.0.1', '127.0.0.1')).toBe(true);
    expect(isLoopbackRequest('::1', ['::1'])).toBe(true);
    expect(isLoopbackRequest('10.0.0.1', undefined)).toBe(false);
    expect(isLoopbackRequest(undefined, undefined)).toBe(false);
    expect(isLoopbackRequest('127.0.0.1', '127.0.0.1, 8.8.8.8')).toBe(false);
    expect(isLoopbackRequest('127.0.0.1', 'not-an-ip')).toBe(false);
  });
});
