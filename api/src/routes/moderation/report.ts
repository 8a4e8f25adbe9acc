import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { ReportBody, ReportResult } from '../../contracts/reports.ts';
import { REPORT_LIMIT } from '../../lib/rate-limit/limits.ts';
import { memberIdOf, requireMember } from '../../plugins/require-member.ts';
import { fileReport } from '../../services/moderation/report-service.ts';

/** POST /api/report.php: a member reports a member, a message or a photo (contracts/reports.ts). */
export const reportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/report.php',
    {
      preValidation: requireMember,
      config: { rateLimits: [REPORT_LIMIT] },
      schema: { body: ReportBody, response: { 200: ReportResult, ...MemberErrorResponses } },
    },
    async (request) => fileReport(app.db, memberIdOf(request), request.body, request.site.settings.cdn_prefix),
  );
};
