import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../contracts/common.ts';
import { RegionsQuery, RegionsResponse } from '../contracts/regions.ts';
import { sendCachedAnswer } from '../lib/cache/cached-answer.ts';
import { listRegions } from '../repositories/regions.ts';
import { HOT_READ_LOG_LEVEL } from '../lib/hot-reads.ts';

export const regionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/regions.php',
    {
      logLevel: HOT_READ_LOG_LEVEL,
      config: { session: false },
      schema: { querystring: RegionsQuery, response: { 200: RegionsResponse, ...ErrorResponses } },
    },
    async (request, reply) => {
      const { country } = request.query;
      // The schema admits two-letter codes only, so the keys stay few.
      const answer = await app.referenceCache.answer(`regions:${country ?? '*'}`, async () =>
        reply.serialize({ regions: await listRegions(app.db, country ? [country] : undefined) }),
      );
      return sendCachedAnswer(request, reply, answer);
    },
  );
};
