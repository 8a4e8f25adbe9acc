import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { ProfileResponse, ProfileUpdate } from '../../contracts/profile.ts';
import { loadOwnProfile, updateOwnProfile } from '../../services/profile/own-profile.ts';
import { AppError } from '../../lib/app-error.ts';
import { loginRequired, memberIdOf, requireMember } from '../../plugins/require-member.ts';

/** GET/PUT /api/profile.php: the logged-in member's own profile, with the profile rules. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', requireMember);

  app.get('/api/profile.php', { schema: { response: { 200: ProfileResponse, ...MemberErrorResponses } } }, async (request) => {
    const profile = await loadOwnProfile(app.db, memberIdOf(request), request.site.settings.cdn_prefix);
    if (!profile) throw loginRequired(request);
    return { profile };
  });

  app.put(
    '/api/profile.php',
    { schema: { body: ProfileUpdate, response: { 200: ProfileResponse, ...MemberErrorResponses } } },
    async (request) => {
      const memberId = memberIdOf(request);
      const result = await updateOwnProfile(app.db, memberId, request.body);
      if (!result.ok) {
        if ('notFound' in result) throw loginRequired(request);
        // Every field's params on top, so a client can fill any placeholder of the listed fields.
        throw AppError.fields(result.errors, Object.assign({}, ...result.errors.map((error) => error.params ?? {})));
      }
      const profile = await loadOwnProfile(app.db, memberId, request.site.settings.cdn_prefix);
      if (!profile) throw loginRequired(request);
      return { profile };
    },
  );
};
