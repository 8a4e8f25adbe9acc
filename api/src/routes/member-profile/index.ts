import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { matchFinderRoute } from './match-finder.ts';
import { memberRoute } from './member.ts';

/** The profile view (member.php) and the match finder (match-finder.php). */
export const memberProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(memberRoute);
  await app.register(matchFinderRoute);
};
