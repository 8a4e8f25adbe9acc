import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountUserResponse, ResetPasswordBody, ResetRequestBody, SentResponse } from '../../contracts/account.ts';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { RESET_REQUEST_LIMIT } from '../../lib/rate-limit/limits.ts';
import { requestPasswordReset, resetPassword } from '../../services/account/password-reset.ts';
import { loadUser } from '../../services/account/user.ts';
import { requestContext } from '../request-context.ts';
import { startSession } from '../session-cookies.ts';

/** POST mails a reset link (<origin>/reset-password/do?token=); PUT sets the password and logs in. */
export const resetPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/reset-password.php',
    {
      // Per IP across addresses; per address the service allows ACCOUNT_LIMITS.resetMailsPerDay.
      config: { rateLimits: [RESET_REQUEST_LIMIT] },
      schema: { body: ResetRequestBody, response: { 200: SentResponse, ...MemberErrorResponses } },
    },
    async (request) => {
      await requestPasswordReset(requestContext(request), request.body.email);
      return { sent: true as const };
    },
  );

  app.put(
    '/api/reset-password.php',
    { schema: { body: ResetPasswordBody, response: { 200: AccountUserResponse, ...MemberErrorResponses } } },
    async (request, reply) => {
      const ctx = requestContext(request);
      const { token, password, password_confirm: confirm } = request.body;
      const memberId = await resetPassword(ctx, token, password, confirm);
      await startSession(request, reply, memberId);
      return { user: await loadUser(app.db, request.site, memberId) };
    },
  );
};
