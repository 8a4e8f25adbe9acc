import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountUserResponse, MailChangeBody, MailChangeConfirmBody, SentResponse } from '../../contracts/account.ts';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { accountContext } from '../../services/account/context.ts';
import { accountError } from '../../services/account/errors.ts';
import { confirmMailChange, requestMailChange } from '../../services/account/mail-change.ts';
import { loadUser } from '../../services/account/user.ts';

/** POST (logged in) mails the new address a link to <origin>/mail-change/do?token=; PUT confirms it. */
export const mailChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/mail-change.php',
    { schema: { body: MailChangeBody, response: { 200: SentResponse, ...MemberErrorResponses } } },
    async (request) => {
      if (request.memberId === null) throw accountError(403, 'authentication_required');
      await requestMailChange(await accountContext(app, request), request.memberId, request.body.email, request.body.password);
      return { sent: true as const };
    },
  );

  app.put(
    '/api/mail-change.php',
    { schema: { body: MailChangeConfirmBody, response: { 200: AccountUserResponse, ...MemberErrorResponses } } },
    async (request) => {
      const memberId = await confirmMailChange(await accountContext(app, request), request.body.token);
      return { user: await loadUser(app, request, memberId) };
    },
  );
};
