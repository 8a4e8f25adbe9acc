import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TokenQuery } from '../../contracts/account.ts';
import { reactivateAccount } from '../../services/account/deletion.ts';
import { requestContext } from '../request-context.ts';
import { startSession } from '../session-cookies.ts';

export const REACTIVATE_EXPIRED_PATH = '/login?reactivate=expired';

/** GET /api/reactivate.php?token= (the mailed link): back to active, logged in, on /members. */
export const reactivateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/reactivate.php', { schema: { querystring: TokenQuery, response: { 302: { type: 'null' } } } }, async (request, reply) => {
    const memberId = await reactivateAccount(requestContext(request), request.query.token);
    if (memberId === null) return reply.redirect(REACTIVATE_EXPIRED_PATH, 302);
    await startSession(request, reply, memberId);
    return reply.redirect('/members', 302);
  });
};
