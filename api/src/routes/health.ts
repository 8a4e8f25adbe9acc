import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../contracts/common.ts';
import { HealthResponse } from '../contracts/health.ts';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    { config: { site: false }, schema: { response: { 200: HealthResponse, ...ErrorResponses } } },
    // Touches the database so a load balancer takes an instance that lost it out of rotation.
    async () => {
      await app.db.query('select 1');
      return { ok: true as const };
    },
  );
};
