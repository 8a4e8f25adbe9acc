import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, ErrorResponses } from '../contracts/common.ts';
import { AppError } from '../lib/app-error.ts';
import { CompanyInfo } from '../contracts/company-info.ts';
import { sendCachedAnswer } from '../lib/cache/cached-answer.ts';
import { siteDomain } from '../lib/request-site.ts';
import { findCachedSite } from '../plugins/site.ts';
import { findCompanyInfo } from '../repositories/company-info.ts';
import { HOT_READ_LOG_LEVEL } from '../lib/hot-reads.ts';

/** A host name (with an optional port), as settings.php takes it. */
const CompanyInfoQuery = Type.Object({
  domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.:-]+$' })),
});

export const companyInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/companyinfo.php',
    {
      logLevel: HOT_READ_LOG_LEVEL,
      config: { session: false },
      schema: { querystring: CompanyInfoQuery, response: { 200: CompanyInfo, 404: ErrorResponse, ...ErrorResponses } },
    },
    async (request, reply) => {
      // The shell may name its own domain; otherwise the request's site.
      const forced = request.query.domain;
      const site = forced === undefined ? request.site : await findCachedSite(app, siteDomain(forced, undefined));
      const companyId = site.company_id;
      if (!companyId) throw noCompany();
      // A site without company info answers 404 every time (not kept: the build throws).
      const answer = await app.referenceCache.answer(`company:${companyId}`, async () => {
        const info = await findCompanyInfo(app.db, companyId);
        if (!info) throw noCompany();
        return reply.serialize(info);
      });
      return sendCachedAnswer(request, reply, answer);
    },
  );
};

function noCompany(): AppError {
  return new AppError(404, 'not_found', 'No company info for this site');
}
