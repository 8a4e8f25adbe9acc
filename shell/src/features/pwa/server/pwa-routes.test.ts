import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerPwaRoutes } from './pwa-routes';

let api: FastifyInstance;
let apiUrl: string;
const seenDomains: (string | undefined)[] = [];

beforeAll(async () => {
  // A stand-in for the API: one site by domain, 404 for unknown ones.
  api = Fastify();
  api.get('/api/settings.php', async (request, reply) => {
    const { domain } = request.query as { domain?: string };
    seenDomains.push(domain);
    if (domain === 'unknown.example') return reply.code(404).send({ error: 'not_found' });
    return { name: 'Flirtplaats', description: 'Flirten in de buurt', domain_language: 'nl_NL' };
  });
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => api.close());

async function gateway(url = apiUrl) {
  const app = Fastify();
  await registerPwaRoutes(app, { apiUrl: url, timeoutMs: 500 });
  app.get('/sw.js', async (_request, reply) => reply.type('application/javascript').send('const SW_VERSION = 2;'));
  return app;
}

describe('PWA gateway routes', () => {
  it('serve the manifest with the name of the requesting site', async () => {
    const app = await gateway();
    const response = await app.inject({ url: '/manifest.webmanifest', headers: { host: 'flirtplaats.nl:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ name: 'Flirtplaats', description: 'Flirten in de buurt', start_url: '/members' });
    expect(seenDomains.at(-1)).toBe('flirtplaats.nl');
  });

  it('fall back to the default name when the site is unknown or the API is down', async () => {
    const unknown = await (await gateway()).inject({ url: '/manifest.webmanifest', headers: { host: 'unknown.example' } });
    expect(unknown.json()).toMatchObject({ name: 'Datingsite', display: 'standalone' });
    const down = await (await gateway('http://127.0.0.1:9')).inject({ url: '/manifest.webmanifest' });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ name: 'Datingsite' });
  });

  it('serve the service worker uncached with its scope allowed on the whole site', async () => {
    const response = await (await gateway()).inject({ url: '/sw.js' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
  });
});
