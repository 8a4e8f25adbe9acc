import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { ModerationFictionalProfilesResponse } from '../../contracts/fictional-profiles.ts';
import { memberDecisionRoute } from './member-decision-route.ts';
import { FICTIONAL_PROFILE_DECISIONS, fictionalProfileQueue } from '../../services/moderation/fictional-profile-service.ts';

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

  await app.register(memberDecisionRoute('/api/moderation/fictional-profile.php', FICTIONAL_PROFILE_DECISIONS));
};
