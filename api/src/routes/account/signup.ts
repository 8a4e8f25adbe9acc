import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountUserResponse, SignupBody } from '../../contracts/account.ts';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { SIGNUP_LIMIT } from '../../lib/rate-limit/limits.ts';
import { visitorCountry } from '../../lib/request-site.ts';
import { signup } from '../../services/account/signup.ts';
import { loadUser } from '../../services/account/user.ts';
import { requestContext } from '../request-context.ts';
import { startSession } from '../session-cookies.ts';

/** POST /api/signup.php -> 201 { user } and the session cookie (the new member is logged in, not_confirmed). */
export const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/signup.php',
    {
      config: { rateLimits: [SIGNUP_LIMIT] },
      schema: { body: SignupBody, response: { 201: AccountUserResponse, ...MemberErrorResponses } },
    },
    async (request, reply) => {
      const ctx = requestContext(request);
      const memberId = await signup(ctx, { body: request.body, visitorCountry: visitorCountry(request.headers['x-country']) });
      await startSession(request, reply, memberId);
      return reply.status(201).send({ user: await loadUser(app.db, request.site, memberId) });
    },
  );
};
