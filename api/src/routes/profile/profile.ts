import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { ProfileResponse, ProfileUpdate } from '../../contracts/profile.ts';
import { loadOwnProfile, updateOwnProfile } from '../../services/profile/own-profile.ts';
import { fieldErrorsResponse, LOGIN_REQUIRED, requestSite } from '../../services/profile/request-context.ts';

/** GET/PUT /api/profile.php: the logged-in member's own profile (spec 2 /profile, spec 5 rules). */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/profile.php', { schema: { response: { 200: ProfileResponse, ...MemberErrorResponses } } }, async (request, reply) => {
    if (request.memberId === null) return reply.status(403).send(LOGIN_REQUIRED);
    const site = await requestSite(app, request);
    const profile = await loadOwnProfile(app.db, request.memberId, site.settings.cdn_prefix);
    if (!profile) return reply.status(403).send(LOGIN_REQUIRED);
    return { profile };
  });

  app.put(
    '/api/profile.php',
    { schema: { body: ProfileUpdate, response: { 200: ProfileResponse, ...MemberErrorResponses } } },
    async (request, reply) => {
      if (request.memberId === null) return reply.status(403).send(LOGIN_REQUIRED);
      const result = await updateOwnProfile(app.db, request.memberId, request.body);
      if (!result.ok) {
        if ('notFound' in result) return reply.status(403).send(LOGIN_REQUIRED);
        return reply.status(422).send(fieldErrorsResponse(result.errors));
      }
      const site = await requestSite(app, request);
      const profile = await loadOwnProfile(app.db, request.memberId, site.settings.cdn_prefix);
      if (!profile) return reply.status(403).send(LOGIN_REQUIRED);
      return { profile };
    },
  );
};
