import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, ErrorResponses } from '../../contracts/common.ts';
import { recordPageHidden } from '../../repositories/profile.ts';
import { profileError } from '../../services/profile/profile-errors.ts';

/** Whether an Origin header (when there is one) names this host; beacons cannot send X-Request-Type. */
function sameOrigin(origin: string | undefined, host: string): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * POST /api/page-hidden.php: navigator.sendBeacon when the page becomes hidden. The body is ignored
 * (empty, "{}" or text/plain, as browsers send beacons). A member's last_hidden_at / last_active_at are
 * stamped; visitors get the same 204 and nothing is stored.
 */
export const pageHiddenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Scoped to this route: an empty application/json body is valid here (Fastify's own parser rejects it).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, null));

  app.post(
    '/api/page-hidden.php',
    {
      config: { csrf: false },
      bodyLimit: 1024,
      schema: {
        body: Type.Unknown({ description: 'Ignored: the beacon carries no data.' }),
        response: { 204: Type.Null(), 403: ErrorResponse, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      if (!sameOrigin(request.headers.origin, request.host)) throw profileError(403, 'csrf_rejected');
      if (request.memberId !== null) await recordPageHidden(app.db, request.memberId);
      return reply.status(204).send(null);
    },
  );
};
