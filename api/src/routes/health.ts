import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../contracts/common.ts';
import { HealthResponse } from '../contracts/health.ts';
import { pingDatabase } from '../repositories/health.ts';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    { config: { site: false }, schema: { response: { 200: HealthResponse, ...ErrorResponses } } },
    // Touches the database so a load balancer takes an instance that lost it out of rotation.
    async () => {
      await pingDatabase(app.db);
      return { ok: true as const };
    },
  );
};
