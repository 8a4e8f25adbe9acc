import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountUserResponse, MailChangeBody, MailChangeConfirmBody, SentResponse } from '../../contracts/account.ts';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { memberIdOf, requireMember } from '../../plugins/require-member.ts';
import { confirmMailChange, requestMailChange } from '../../services/account/mail-change.ts';
import { loadUser } from '../../services/account/user.ts';
import { requestContext } from '../request-context.ts';
import { sessionToken } from '../session-cookies.ts';

/** POST (logged in) mails the new address a link to <origin>/mail-change/do?token=; PUT confirms it. */
export const mailChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/mail-change.php',
    { preValidation: requireMember, schema: { body: MailChangeBody, response: { 200: SentResponse, ...MemberErrorResponses } } },
    async (request) => {
      await requestMailChange(requestContext(request), memberIdOf(request), request.body.email, request.body.password);
      return { sent: true as const };
    },
  );

  app.put(
    '/api/mail-change.php',
    { schema: { body: MailChangeConfirmBody, response: { 200: AccountUserResponse, ...MemberErrorResponses } } },
    async (request) => {
      const memberId = await confirmMailChange(requestContext(request), request.body.token, sessionToken(request));
      return { user: await loadUser(app.db, request.site, memberId) };
    },
  );
};
