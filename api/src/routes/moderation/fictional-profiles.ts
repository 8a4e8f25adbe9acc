import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { FictionalProfileDecisionBody, ModerationFictionalProfilesResponse } from '../../contracts/fictional-profiles.ts';
import { DecisionResult } from '../../contracts/moderation.ts';
import { memberIdOf } from '../../plugins/require-member.ts';
import { decideFictionalProfile, fictionalProfileQueue } from '../../services/moderation/fictional-profile-service.ts';

const errors = MemberErrorResponses;

/**
 * The fictional-profile queue and the decisions on it. Registered inside the moderators' scope, whose
 * preValidation hook checks the role on every call.
 */
export const fictionalProfileModerationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/moderation/fictional-profiles.php',
    { schema: { response: { 200: ModerationFictionalProfilesResponse, ...errors } } },
    async (request) => fictionalProfileQueue(app.db, app.now(), request.site.settings.cdn_prefix),
  );

  app.post(
    '/api/moderation/fictional-profile.php',
    { schema: { body: FictionalProfileDecisionBody, response: { 200: DecisionResult, ...errors } } },
    async (request) => ({
      decision: await decideFictionalProfile(app.db, app.realtime, memberIdOf(request), request.body, app.now()),
    }),
  );
};
