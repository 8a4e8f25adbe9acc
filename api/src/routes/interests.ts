import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../contracts/common.ts';
import { InterestsResponse } from '../contracts/interests.ts';
import { listInterests } from '../repositories/interests.ts';

export const interestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/interests.php',
    { schema: { response: { 200: InterestsResponse, ...ErrorResponses } } },
    async () => ({ interests: await listInterests(app.db) }),
  );
};
