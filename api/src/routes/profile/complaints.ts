import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fastifyRateLimit from '@fastify/rate-limit';
import { ErrorResponse, ErrorResponses } from '../../contracts/common.ts';
import { ComplaintBody, COMPLAINTS_PER_HOUR, ComplaintResponse } from '../../contracts/complaints.ts';
import { fileComplaint } from '../../services/profile/complaints.ts';

const TOO_MANY = {
  statusCode: 429,
  code: 'rate_limited',
  message: 'Te veel klachten verstuurd, probeer het over een uur opnieuw.',
};

/** POST /api/complaints.php (route /complaints): visitors and members alike, at most COMPLAINTS_PER_HOUR per IP. */
export const complaintsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only for routes that ask for it (config.rateLimit); skipped when an outer scope registered the plugin already.
  if (!app.hasDecorator('rateLimit')) await app.register(fastifyRateLimit, { global: false });

  app.post(
    '/api/complaints.php',
    {
      config: {
        rateLimit: {
          max: COMPLAINTS_PER_HOUR,
          timeWindow: '1 hour',
          // Thrown as an error: statusCode and code let the error handler answer { error: 'rate_limited', message }.
          errorResponseBuilder: () => TOO_MANY,
        },
      },
      schema: { body: ComplaintBody, response: { 201: ComplaintResponse, 429: ErrorResponse, ...ErrorResponses } },
    },
    async (request, reply) => {
      const { site } = request;
      const id = await fileComplaint(app.db, app.mailer, request.log, {
        complaint: request.body,
        memberId: request.memberId,
        siteDomain: site.domain,
        supportEmail: site.settings.support_email,
        ip: request.ip,
      });
      return reply.status(201).send({ id });
    },
  );
};
