import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses, ErrorResponse } from '../../contracts/common.ts';
import { UserResponse } from '../../contracts/user.ts';
import { accountError } from '../../services/account/errors.ts';
import { endSession } from '../session-cookies.ts';

/**
 * GET /api/logout.php (a GET) -> { user: null }; ends this browser's session only. A GET escapes
 * the CSRF check, so a foreign page could log members out with an <img>: browsers mark such requests
 * Sec-Fetch-Site: cross-site, and those are refused.
 */
export const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/logout.php',
    { schema: { response: { 200: UserResponse, 403: ErrorResponse, ...ErrorResponses } } },
    async (request, reply) => {
      if (request.headers['sec-fetch-site'] === 'cross-site') throw accountError(403, 'csrf_rejected');
      await endSession(request, reply);
      return { user: null };
    },
  );
};
