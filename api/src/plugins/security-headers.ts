import Fastify from 'fastify';
import fp from 'fastify-plugin';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';

const YEAR_S = 365 * 24 * 3600;

const HELMET_OPTIONS: FastifyHelmetOptions = {
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
};

/** Headers every answer has whether helmet runs or not; not helmet's to set. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sends with these options, asked once of a throwaway instance. They are the same for every
 * answer, but @fastify/helmet builds helmet's middleware anew on every request (two hooks, the CSP parsed again):
 * about 5 % of a cached reference read's CPU. Helmet stays the source of the values.
 */
export async function helmetHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(fastifyHelmet, options);
    probe.get('/', async () => 'probe');
    const response = await probe.inject('/');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (!NOT_HELMETS.has(name) && typeof value === 'string') headers[name] = value;
    }
    return headers;
  } finally {
    await probe.close();
  }
}

/**
 * Security headers on every API answer (JSON, media, the outbox page), also when the API is reached without
 * the gateway: nothing may run, load or frame from an API response (CSP default-src 'none',
 * frame-ancestors 'none', X-Frame-Options DENY), no MIME sniffing, a short referrer. HSTS only on https
 * (request.protocol honours the trusted proxy hops).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = await helmetHeaders();
    const hsts = `max-age=${YEAR_S}; includeSubDomains`;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
      done();
    });
  },
  { name: 'security-headers' },
);
