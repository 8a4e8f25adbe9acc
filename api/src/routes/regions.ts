import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../contracts/common.ts';
import { RegionsQuery, RegionsResponse } from '../contracts/regions.ts';
import { listRegions } from '../repositories/regions.ts';

export const regionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/regions.php',
    { schema: { querystring: RegionsQuery, response: { 200: RegionsResponse, ...ErrorResponses } } },
    async (request) => {
      const { country } = request.query;
      return { regions: await listRegions(app.db, country ? [country] : undefined) };
    },
  );
};
