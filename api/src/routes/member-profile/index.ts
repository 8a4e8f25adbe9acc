import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { matchFinderRoute } from './match-finder.ts';
import { memberRoute } from './member.ts';
import { visitorsRoutes } from '../visitors/visitors.ts';

/** The profile view (member.php), who viewed me (visitors.php) and the match finder (match-finder.php). */
export const memberProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(memberRoute);
  await app.register(matchFinderRoute);
  await app.register(visitorsRoutes);
};
