import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfPlugin } from './csrf.ts';

describe('csrf plugin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ trustProxy: true });
    await app.register(csrfPlugin);
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      app.route({ method, url: '/api/thing.php', handler: async () => ({ ok: true }) });
    }
    app.post('/api/beacon.php', { config: { csrf: false } }, async () => ({ ok: true }));
    app.post('/outside-api', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>) =>
    app.inject({ method, url, headers: { host: 'datingsite.nl', ...headers }, payload: method === 'GET' ? undefined : {} });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'rejects %s under /api without X-Request-Type (a cross-site form)',
    async (method) => {
      const response = await call(method, '/api/thing.php', {});
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'csrf_rejected', message: 'Verzoek geweigerd: het kwam niet van deze site.' });
    },
  );

  it('lets GET through without the header, and non-/api paths', async () => {
    expect((await call('GET', '/api/thing.php', {})).statusCode).toBe(200);
    expect((await call('POST', '/outside-api', {})).statusCode).toBe(200);
  });

  it('checks the matched route, so a percent-encoded path (/%61pi/...) cannot skip it', async () => {
    for (const url of ['/%61pi/thing.php', '/%61%70%69/thing.php', '/api/thing.php?x=1']) {
      const foreign = await call('POST', url, { 'x-request-type': 'client', origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect((await call('POST', url, {})).statusCode).toBe(403);
    }
  });

  it('accepts the header with no Origin or a same-host Origin', async () => {
    expect((await call('POST', '/api/thing.php', { 'x-request-type': 'client' })).statusCode).toBe(200);
    expect((await call('PUT', '/api/thing.php', { 'x-request-type': 'client', origin: 'https://datingsite.nl' })).statusCode).toBe(200);
  });

  it('rejects another Origin host (port counts), and the opaque "null" origin, even with the header', async () => {
    for (const origin of ['https://evil.example', 'https://datingsite.nl.evil.example', 'https://datingsite.nl:8443', 'null']) {
      const response = await call('POST', '/api/thing.php', { 'x-request-type': 'client', origin });
      expect(response.statusCode, origin).toBe(403);
    }
  });

  it('behind a proxy compares with X-Forwarded-Host', async () => {
    const headers = { 'x-request-type': 'client', host: '127.0.0.1:8081', 'x-forwarded-host': 'localhost:8080' };
    expect((await call('POST', '/api/thing.php', { ...headers, origin: 'http://localhost:8080' })).statusCode).toBe(200);
    expect((await call('POST', '/api/thing.php', { ...headers, origin: 'http://127.0.0.1:8081' })).statusCode).toBe(403);
  });

  it('routes with config.csrf false skip the header but still check Origin (sendBeacon)', async () => {
    expect((await call('POST', '/api/beacon.php', {})).statusCode).toBe(200);
    expect((await call('POST', '/api/beacon.php', { origin: 'https://datingsite.nl' })).statusCode).toBe(200);
    expect((await call('POST', '/api/beacon.php', { origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});
