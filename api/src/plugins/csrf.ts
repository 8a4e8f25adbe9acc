import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_MESSAGES } from '../contracts/account.ts';
import type { ErrorResponse } from '../contracts/common.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: no X-Request-Type needed (payment webhooks, navigator.sendBeacon which cannot set headers).
     * A present Origin header must still be this site.
     */
    csrf?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The site's whole CSRF defence, besides SameSite=Lax on the session cookie. A state-changing /api call
 * must carry X-Request-Type (the kit always sends "client"): a cross-site HTML form cannot set a header, and
 * a cross-site fetch with one needs a CORS preflight this API never grants. When the browser sends Origin,
 * its host must be the host the request was sent to (X-Forwarded-Host behind a proxy, else Host).
 */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      // The matched route, not the raw URL: /%61pi/x.php reaches the route /api/x.php but does not start with /api/.
      const route = request.routeOptions.url;
      if (!UNSAFE_METHODS.has(request.method) || !route?.startsWith('/api/')) return;
      const needsHeader = request.routeOptions.config.csrf !== false;
      if ((needsHeader && !request.headers['x-request-type']) || !originMatches(request)) {
        const body: ErrorResponse = { error: 'csrf_rejected', message: ACCOUNT_ERROR_MESSAGES.csrf_rejected };
        return reply.status(403).send(body);
      }
    });
  },
  { name: 'csrf' },
);

function originMatches(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    // request.host honours X-Forwarded-Host (trustProxy); "null" (sandboxed frames) fails to parse.
    return new URL(origin).host.toLowerCase() === request.host.toLowerCase();
  } catch {
    return false;
  }
}
