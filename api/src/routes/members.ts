import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ErrorResponses } from '../contracts/common.ts';
import { AppError } from '../lib/app-error.ts';
import { MemberSearchQuery, MemberSearchResponse } from '../contracts/members.ts';
import { MemberCountCache } from '../services/member-count-cache.ts';
import { searchProfiles } from '../services/member-search.ts';
import { HOT_READ_LOG_LEVEL } from '../lib/hot-reads.ts';
import { loggedOutSearchAllowed, requireMemberUnless } from '../plugins/require-member.ts';

/** A 403 with authentication_required logs the member out in the front end. */
export const SEARCH_LOGIN_REQUIRED_MESSAGE = 'Log in om profielen te zoeken.';

/** A range JSON Schema cannot express: min_age above max_age is a 400 like any other bad query. */
async function rejectInvertedAgeRange(request: FastifyRequest<{ Querystring: MemberSearchQuery }>): Promise<void> {
  const { min_age: minAge, max_age: maxAge } = request.query;
  if (minAge !== undefined && maxAge !== undefined && minAge > maxAge) {
    const message = `querystring/min_age (${minAge}) must be less than or equal to max_age (${maxAge})`;
    throw new AppError(400, 'validation_failed', message, undefined, [
      { path: 'querystring/min_age', code: 'min_age_above_max_age', message: 'must be less than or equal to max_age' },
    ]);
  }
}

export const membersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Per process: each instance keeps its own counts for at most MEMBER_COUNT_MAX_AGE_MS.
  const counts = new MemberCountCache();
  app.get(
    '/api/members.php',
    {
      logLevel: HOT_READ_LOG_LEVEL,
      // After validation (a bad query is a 400 for everyone), the age range first, then: logged-out
      // search only where the site allows it; members may always search.
      preHandler: [rejectInvertedAgeRange, requireMemberUnless(loggedOutSearchAllowed)],
      config: { loginMessage: SEARCH_LOGIN_REQUIRED_MESSAGE },
      schema: {
        querystring: MemberSearchQuery,
        response: { 200: MemberSearchResponse, 403: ErrorResponse, ...ErrorResponses },
      },
    },
    async (request) => {
      const { gender, country, countryregion, min_age: minAge, max_age: maxAge, page, per_page: perPage, verified } = request.query;
      const { site } = request;

      return searchProfiles(request.readDb, {
        // Blocks hide both ways, so the viewer never finds a member they blocked or who blocked them.
        filter: {
          gender,
          country,
          regionId: countryregion,
          minAge,
          maxAge,
          verified: verified === '1' || undefined,
          viewerId: request.memberId,
        },
        page,
        perPage,
        cdnPrefix: site.settings.cdn_prefix,
        counts,
        now: app.now(),
      });
    },
  );
};
