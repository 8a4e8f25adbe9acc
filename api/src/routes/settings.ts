import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../contracts/common.ts';
import { Settings, SettingsQuery } from '../contracts/settings.ts';
import { siteDomain, visitorCountry } from '../lib/request-site.ts';
import { loadSettings } from '../services/settings.ts';

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/settings.php',
    { schema: { querystring: SettingsQuery, response: { 200: Settings, ...ErrorResponses } } },
    async (request) => {
      const settings = await loadSettings(app.db, {
        domain: siteDomain(request.query.domain, request.headers.host),
        visitorCountry: visitorCountry(request.headers['x-country']),
      });
      if (!settings) throw new Error('site_config is empty: run `pnpm seed`');
      return settings;
    },
  );
};
