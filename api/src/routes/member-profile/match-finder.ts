import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ErrorResponses } from '../../contracts/common.ts';
import { MatchFinderResponse } from '../../contracts/member-profile.ts';
import { siteDomain } from '../../lib/request-site.ts';
import { findSiteConfig } from '../../repositories/site-config.ts';
import { findMatches } from '../../services/member-profile/match-finder.ts';

export const MATCH_FINDER_LOGIN_REQUIRED_MESSAGE = 'Log in om je matches te zien.';

/** GET /api/match-finder.php: a handful of good matches for the logged-in member. */
export const matchFinderRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/match-finder.php',
    { schema: { response: { 200: MatchFinderResponse, 403: ErrorResponse, ...ErrorResponses } } },
    async (request, reply) => {
      const loginRequired = { error: 'authentication_required', message: MATCH_FINDER_LOGIN_REQUIRED_MESSAGE };
      if (request.memberId === null) return reply.status(403).send(loginRequired);
      const site = await findSiteConfig(app.db, siteDomain(undefined, request.headers.host));
      if (!site) throw new Error('site_config is empty: run `pnpm seed`');
      const profiles = await findMatches(app.db, request.memberId, site.settings.cdn_prefix);
      // A session whose member is gone is no session: the front end logs out on this answer.
      if (!profiles) return reply.status(403).send(loginRequired);
      return { profiles };
    },
  );
};
