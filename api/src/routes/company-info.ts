import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, ErrorResponses } from '../contracts/common.ts';
import { CompanyInfo } from '../contracts/company-info.ts';
import { siteDomain } from '../lib/request-site.ts';
import { findCompanyInfo } from '../repositories/company-info.ts';
import { findSiteConfig } from '../repositories/site-config.ts';

/** A host name (with an optional port), as settings.php takes it. */
const CompanyInfoQuery = Type.Object({
  domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.:-]+$' })),
});

export const companyInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/companyinfo.php',
    { schema: { querystring: CompanyInfoQuery, response: { 200: CompanyInfo, 404: ErrorResponse, ...ErrorResponses } } },
    async (request, reply) => {
      const site = await findSiteConfig(app.db, siteDomain(request.query.domain, request.headers.host));
      const info = site?.company_id ? await findCompanyInfo(app.db, site.company_id) : null;
      if (!info) return reply.status(404).send({ error: 'not_found', message: 'No company info for this site' });
      return info;
    },
  );
};
