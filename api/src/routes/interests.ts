import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../contracts/common.ts';
import { InterestsResponse } from '../contracts/interests.ts';
import { sendCachedAnswer } from '../lib/cache/cached-answer.ts';
import { listInterests } from '../repositories/interests.ts';
import { HOT_READ_LOG_LEVEL } from '../lib/hot-reads.ts';

export const interestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/interests.php',
    { logLevel: HOT_READ_LOG_LEVEL, config: { session: false }, schema: { response: { 200: InterestsResponse, ...ErrorResponses } } },
    async (request, reply) => {
      const answer = await app.referenceCache.answer('interests', async () => reply.serialize({ interests: await listInterests(app.db) }));
      return sendCachedAnswer(request, reply, answer);
    },
  );
};
