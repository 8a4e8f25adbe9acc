import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BoostBody, BoostResult, BoostState } from '../contracts/boost.ts';
import { ErrorResponse, MemberErrorResponses } from '../contracts/common.ts';
import { BOOST_LIMIT } from '../lib/rate-limit/limits.ts';
import { memberIdOf, requireMember } from '../plugins/require-member.ts';
import { boostState, startBoost } from '../services/boost/boost.ts';
import { BOOST_MESSAGES } from '../services/boost/boost-error.ts';
import { boostCredits } from '../services/boost/boost-price.ts';

/** A boost: first in search and the swipe stack of the member's country for 30 minutes, for credits. */
export const boostRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Before validation, so a visitor gets 403 authentication_required (the kit logs out on it), never a 400.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, loginMessage: BOOST_MESSAGES.authentication_required };
  });
  app.addHook('preValidation', requireMember);

  app.get('/api/boost.php', { schema: { response: { 200: BoostState, ...MemberErrorResponses } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The primary: right after a start, the state must show the boost the member just paid for.
    return boostState(app.db, memberIdOf(request), boostCredits(request.site.settings), app.now());
  });

  app.post(
    '/api/boost.php',
    {
      config: { rateLimits: [BOOST_LIMIT] },
      schema: { body: BoostBody, response: { 200: BoostResult, ...MemberErrorResponses, 402: ErrorResponse } },
    },
    async (request) =>
      startBoost(app.db, {
        memberId: memberIdOf(request),
        clientId: request.body.client_id,
        price: boostCredits(request.site.settings),
        now: app.now(),
      }),
  );
};
