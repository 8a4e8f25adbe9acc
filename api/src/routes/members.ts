import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ErrorResponses } from '../contracts/common.ts';
import { AppError } from '../lib/app-error.ts';
import { MemberSearchQuery, MemberSearchResponse } from '../contracts/members.ts';
import { MemberCountCache } from '../services/member-count-cache.ts';
import { searchProfiles } from '../services/member-search.ts';
import { HOT_READ_LOG_LEVEL } from '../lib/hot-reads.ts';

/** Spec 8: a 403 with authentication_required logs the member out in the front end. */
export const SEARCH_LOGIN_REQUIRED_MESSAGE = 'Log in om profielen te zoeken.';

export const membersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Per process: each instance keeps its own counts for at most MEMBER_COUNT_MAX_AGE_MS.
  const counts = new MemberCountCache();
  app.get(
    '/api/members.php',
    {
      logLevel: HOT_READ_LOG_LEVEL,
      schema: {
        querystring: MemberSearchQuery,
        response: { 200: MemberSearchResponse, 403: ErrorResponse, ...ErrorResponses },
      },
    },
    async (request) => {
      const { gender, country, countryregion, min_age: minAge, max_age: maxAge, page, per_page: perPage } = request.query;
      if (minAge !== undefined && maxAge !== undefined && minAge > maxAge) {
        const message = `querystring/min_age (${minAge}) must be less than or equal to max_age (${maxAge})`;
        throw new AppError(400, 'validation_failed', message, undefined, [
          { path: 'querystring/min_age', code: 'min_age_above_max_age', message: 'must be less than or equal to max_age' },
        ]);
      }

      const { site } = request;
      // Spec 6: logged-out search only where the site allows it; members may always search.
      if (request.memberId === null && !site.settings.logged_out_search) {
        throw new AppError(403, 'authentication_required', SEARCH_LOGIN_REQUIRED_MESSAGE);
      }

      return searchProfiles(request.readDb, {
        // Blocks hide both ways (spec 4), so the viewer never finds a member they blocked or who blocked them.
        filter: { gender, country, regionId: countryregion, minAge, maxAge, viewerId: request.memberId },
        page,
        perPage,
        cdnPrefix: site.settings.cdn_prefix,
        counts,
      });
    },
  );
};
