import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../contracts/common.ts';
import { UserResponse } from '../../contracts/user.ts';
import { endSession } from '../../services/account/sessions.ts';

/** GET /api/logout.php (spec 7: a GET) -> { user: null }; ends this browser's session only. */
export const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/logout.php', { schema: { response: { 200: UserResponse, ...ErrorResponses } } }, async (request, reply) => {
    await endSession(app.db, request, reply);
    return { user: null };
  });
};
