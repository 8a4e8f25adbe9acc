import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { DecisionResult, ReportDecisionBody } from '../../contracts/moderation.ts';
import { memberIdOf } from '../../plugins/require-member.ts';
import { decideAboutMember, type MemberDecisionSubject } from '../../services/moderation/moderation-service.ts';

/**
 * POST `url`: a moderator dismisses an item of a queue about a member (a report, a flagged message, a flagged
 * profile), or warns, suspends or bans the member. Registered inside the moderators' scope, which checks the role.
 */
export function memberDecisionRoute(url: string, subject: MemberDecisionSubject): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      url,
      { schema: { body: ReportDecisionBody, response: { 200: DecisionResult, ...MemberErrorResponses } } },
      async (request) => ({
        decision: await decideAboutMember(app.db, app.realtime, subject, {
          moderatorId: memberIdOf(request),
          body: request.body,
          now: app.now(),
        }),
      }),
    );
  };
}
