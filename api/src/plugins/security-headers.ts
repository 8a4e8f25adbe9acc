import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';

const YEAR_S = 365 * 24 * 3600;

/**
 * Security headers on every API answer (JSON, media, the outbox page), also when the API is reached without
 * the gateway: nothing may run, load or frame from an API response (CSP default-src 'none',
 * frame-ancestors 'none', X-Frame-Options DENY), no MIME sniffing, a short referrer. HSTS only on https
 * (request.protocol honours the trusted proxy hops).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Remotes on other ports of the same site (dev, e2e) may show member photos.
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${YEAR_S}; includeSubDomains`);
    });
  },
  { name: 'security-headers' },
);
