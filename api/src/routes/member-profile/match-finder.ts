import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ErrorResponses } from '../../contracts/common.ts';
import { MatchFinderResponse } from '../../contracts/member-profile.ts';
import { loginRequired, memberIdOf, requireMember } from '../../plugins/require-member.ts';
import { findMatches } from '../../services/member-profile/match-finder.ts';

export const MATCH_FINDER_LOGIN_REQUIRED_MESSAGE = 'Log in om je matches te zien.';

/** GET /api/match-finder.php: a handful of good matches for the logged-in member. */
export const matchFinderRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/match-finder.php',
    {
      preValidation: requireMember,
      config: { loginMessage: MATCH_FINDER_LOGIN_REQUIRED_MESSAGE },
      schema: { response: { 200: MatchFinderResponse, 403: ErrorResponse, ...ErrorResponses } },
    },
    async (request) => {
      const profiles = await findMatches(app.db, memberIdOf(request), request.site.settings.cdn_prefix);
      // A session whose member is gone is no session: the front end logs out on this answer.
      if (!profiles) throw loginRequired(request);
      return { profiles };
    },
  );
};
