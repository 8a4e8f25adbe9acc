import type { FastifyInstance } from 'fastify';
import { buildWebAppManifest, defaultManifestSettings, type ManifestSettings } from '../web-app-manifest';

export interface PwaRoutesOptions {
  apiUrl: string;
  /** Settings lookups that take longer fall back to the default name rather than delay the browser. */
  timeoutMs?: number;
}

async function siteSettings(apiUrl: string, host: string | undefined, timeoutMs: number): Promise<ManifestSettings> {
  const url = new URL('/api/settings.php', apiUrl);
  if (host) url.searchParams.set('domain', host.replace(/:\d+$/, ''));
  try {
    const response = await fetch(url, { headers: { 'X-Request-Type': 'client' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return defaultManifestSettings;
    const settings = (await response.json()) as Partial<ManifestSettings>;
    return typeof settings.name === 'string' ? { ...defaultManifestSettings, ...settings } : defaultManifestSettings;
  } catch {
    return defaultManifestSettings;
  }
}

/**
 * The gateway's routes for the installable app: the manifest, named after the site that serves the
 * request (its settings), and the push service worker, never cached so a new SW_VERSION arrives at once.
 */
export async function registerPwaRoutes(app: FastifyInstance, { apiUrl, timeoutMs = 2000 }: PwaRoutesOptions) {
  app.get('/manifest.webmanifest', async (request, reply) => {
    const settings = await siteSettings(apiUrl, request.headers['x-forwarded-host']?.toString() ?? request.hostname, timeoutMs);
    return reply
      .type('application/manifest+json')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(buildWebAppManifest(settings)));
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.split('?')[0] !== '/sw.js') return;
    reply.header('cache-control', 'no-cache');
    reply.header('service-worker-allowed', '/');
  });
}
