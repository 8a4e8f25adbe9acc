import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, ErrorResponses } from '../contracts/common.ts';
import { AppError } from '../lib/app-error.ts';
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
    async (request) => {
      // Spec 7: the shell may name its own domain; otherwise the request's site.
      const forced = request.query.domain;
      const site = forced === undefined ? request.site : await findSiteConfig(app.db, siteDomain(forced, undefined));
      const info = site?.company_id ? await findCompanyInfo(app.db, site.company_id) : null;
      if (!info) throw new AppError(404, 'not_found', 'No company info for this site');
      return info;
    },
  );
};
