import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ErrorResponses } from '../../contracts/common.ts';
import { ComplaintBody, ComplaintResponse } from '../../contracts/complaints.ts';
import { COMPLAINT_LIMIT } from '../../lib/rate-limit/limits.ts';
import { fileComplaint } from '../../services/profile/complaints.ts';

/** POST /api/complaints.php (route /complaints): visitors and members alike, at most COMPLAINTS_PER_HOUR per IP. */
export const complaintsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/complaints.php',
    {
      config: { rateLimits: [COMPLAINT_LIMIT] },
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
