import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../contracts/common.ts';
import { Settings, SettingsQuery } from '../contracts/settings.ts';
import { siteDomain, visitorCountry } from '../lib/request-site.ts';
import { findSiteConfig } from '../repositories/site-config.ts';
import { loadSettings } from '../services/settings.ts';

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/settings.php',
    { schema: { querystring: SettingsQuery, response: { 200: Settings, ...ErrorResponses } } },
    async (request) => {
      // Spec 7: the shell passes its own domain; otherwise the request's site (request.site).
      const forced = request.query.domain;
      const site = forced === undefined ? request.site : await findSiteConfig(app.db, siteDomain(forced, undefined));
      if (!site) throw new Error('site_config is empty: run `pnpm seed`');
      return loadSettings(app.db, { site, visitorCountry: visitorCountry(request.headers['x-country']) });
    },
  );
};
