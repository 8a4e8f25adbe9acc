import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { AcknowledgeWarningBody, AcknowledgeWarningResult, MemberWarningsResponse } from '../../contracts/moderation.ts';
import { memberIdOf, requireMember } from '../../plugins/require-member.ts';
import { acknowledge, openWarnings } from '../../services/moderation/warning-service.ts';

/**
 * /api/warnings.php: the moderators' warnings a member has not acknowledged (GET), and acknowledging one (POST
 * `{ id }`). The site asks at every visit and shows each one until the member acknowledges it.
 */
export const warningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/warnings.php',
    { preValidation: requireMember, schema: { response: { 200: MemberWarningsResponse, ...MemberErrorResponses } } },
    async (request) => openWarnings(app.db, memberIdOf(request)),
  );

  app.post(
    '/api/warnings.php',
    {
      preValidation: requireMember,
      schema: { body: AcknowledgeWarningBody, response: { 200: AcknowledgeWarningResult, ...MemberErrorResponses } },
    },
    async (request) => {
      await acknowledge(app.db, memberIdOf(request), request.body.id, app.now());
      return { acknowledged: true as const };
    },
  );
};
