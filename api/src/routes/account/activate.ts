import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountUserResponse, SentResponse, TokenQuery } from '../../contracts/account.ts';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { activate, resendActivation } from '../../services/account/activation.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, requireMember } from '../../plugins/require-member.ts';
import { requestContext } from '../request-context.ts';
import { startSession } from '../session-cookies.ts';
import { loadUser } from '../../services/account/user.ts';

export const ACTIVATION_FAILED_PATH = '/activate/error?error=activation_failed';

/**
 * GET /api/activate.php?token= is the mailed link: activates, logs the member in on this browser and
 * redirects to /activate/done (or /activate/error). With Accept: application/json it answers
 * 200 { user } / 400 activation_failed instead. POST (logged in) mails a new link.
 */
export const activateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/activate.php',
    { schema: { querystring: TokenQuery, response: { 200: AccountUserResponse, ...MemberErrorResponses } } },
    async (request, reply) => {
      const wantsJson = (request.headers.accept ?? '').includes('application/json');
      const ctx = requestContext(request);
      try {
        const memberId = await activate(ctx, request.query.token);
        await startSession(request, reply, memberId);
        if (wantsJson) return { user: await loadUser(app.db, request.site, memberId) };
        return reply.redirect('/activate/done', 302);
      } catch (error) {
        if (wantsJson || !(error instanceof AppError)) throw error;
        return reply.redirect(ACTIVATION_FAILED_PATH, 302);
      }
    },
  );

  app.post(
    '/api/activate.php',
    { preValidation: requireMember, schema: { response: { 200: SentResponse, ...MemberErrorResponses } } },
    async (request) => {
      await resendActivation(requestContext(request), memberIdOf(request));
      return { sent: true as const };
    },
  );
};
