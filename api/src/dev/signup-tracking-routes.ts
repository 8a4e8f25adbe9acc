import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Tracking } from '../contracts/account.ts';
import { ErrorResponse, ErrorResponses, Line } from '../contracts/common.ts';
import { findSignupTracking } from '../repositories/accounts.ts';
import { isLoopbackRequest } from './loopback.ts';

export const SignupTrackingQuery = Type.Object({ email: Line({ minLength: 3, maxLength: 254 }) });
export const SignupTrackingResponse = Type.Object({
  email: Type.String(),
  /** What the signup stored; null when the visitor came without any. */
  tracking: Type.Union([Tracking, Type.Null()]),
});

/**
 * Development only, behind the same switch and loopback rule as /dev/outbox: the tracking data the signup
 * stored with an account, so the sign-up journeys can check that a lander's parameters reached it. No
 * member-facing route shows it (a member has no use for their affiliate ids).
 */
export const devSignupTrackingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackRequest(request.socket.remoteAddress, request.headers['x-forwarded-for'])) {
      return reply.status(404).send({ error: 'not_found', message: `${request.method} ${request.url} does not exist` });
    }
  });

  app.get(
    '/dev/signup-tracking.json',
    {
      schema: {
        hide: true,
        querystring: SignupTrackingQuery,
        response: { 200: SignupTrackingResponse, ...ErrorResponses, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const member = await findSignupTracking(app.db, request.query.email.trim());
      if (!member) return reply.status(404).send({ error: 'not_found', message: 'No account with this email' });
      return { email: member.email, tracking: member.tracking };
    },
  );
};
