import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ErrorResponses } from '../contracts/common.ts';
import { ShowcaseQuery, ShowcaseResponse } from '../contracts/showcase.ts';
import { SHOWCASE_LIMIT } from '../lib/rate-limit/limits.ts';
import { showcaseMembers } from '../repositories/showcase.ts';

/**
 * showcase.php: the faces on landers and the home page. Open to visitors even where logged-out search is
 * off (these pages exist to show who is here), so it answers public summaries only and is rate limited.
 */
export const showcaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/showcase.php',
    {
      config: { rateLimits: [SHOWCASE_LIMIT] },
      schema: { querystring: ShowcaseQuery, response: { 200: ShowcaseResponse, 429: ErrorResponse, ...ErrorResponses } },
    },
    async (request) => {
      const { gender, country, region, limit } = request.query;
      const prefix = request.site.settings.cdn_prefix;
      const rows = await showcaseMembers(request.readDb, { gender, country, regionId: region, limit });
      return {
        members: rows.map((row) => ({
          id: row.id,
          name: row.name,
          age: row.age,
          region: row.region,
          photo: { match: `${prefix}${row.filename}`, thumb: `${prefix}${row.thumb_filename}` },
        })),
      };
    },
  );
};
