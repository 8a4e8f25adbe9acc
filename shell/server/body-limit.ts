import type { FastifyInstance } from 'fastify';

/** The API's JSON body limit (Fastify's default) and its largest upload (a 10 MB photo plus the form around it). */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 11 * 1024 * 1024;

export const BODY_TOO_LARGE = {
  error: 'body_too_large',
  message: 'Het verzoek is te groot.',
} as const;

/**
 * Answers an announced oversize body with 413 at the gateway, before any of it is forwarded: the API would
 * answer 413 and close while the gateway still streams, and the proxy then turned that into a 500, an EPIPE
 * or a hang.
 */
export function limitProxiedBodies(app: FastifyInstance, prefixes: readonly string[]) {
  app.addHook('onRequest', async (request, reply) => {
    // The matched route, not the raw URL (a percent-encoded prefix reaches the same proxy route).
    const route = request.routeOptions.url ?? '';
    if (!prefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) return;
    const length = Number(request.headers['content-length'] ?? 0);
    const multipart = (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
    if (length > (multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT)) {
      return reply.code(413).header('connection', 'close').send(BODY_TOO_LARGE);
    }
  });
}
