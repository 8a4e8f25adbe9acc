import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TokenQuery } from '../../contracts/account.ts';
import { accountContext } from '../../services/account/context.ts';
import { reactivateAccount } from '../../services/account/deletion.ts';
import { startSession } from '../../services/account/sessions.ts';

export const REACTIVATE_EXPIRED_PATH = '/login?reactivate=expired';

/** GET /api/reactivate.php?token= (the mailed link): back to active, logged in, on /members. */
export const reactivateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/reactivate.php',
    { schema: { querystring: TokenQuery, response: { 302: { type: 'null' } } } },
    async (request, reply) => {
      const ctx = await accountContext(app, request);
      const memberId = await reactivateAccount(ctx, request.query.token);
      if (memberId === null) return reply.redirect(REACTIVATE_EXPIRED_PATH, 302);
      await startSession(app.db, request, reply, memberId, ctx.now);
      return reply.redirect('/members', 302);
    },
  );
};
