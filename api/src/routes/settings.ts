import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../contracts/common.ts';
import { Settings, SettingsQuery } from '../contracts/settings.ts';
import { sendCachedAnswer } from '../lib/cache/cached-answer.ts';
import { siteDomain, visitorCountry } from '../lib/request-site.ts';
import { findCachedSite } from '../plugins/site.ts';
import { loadSettings } from '../services/settings.ts';
import { HOT_READ_LOG_LEVEL } from '../lib/hot-reads.ts';

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/settings.php',
    {
      // The same for every visitor and member of a site (nothing of a member is in it): built once per site and
      // visitor country, kept until the site's data changes.
      logLevel: HOT_READ_LOG_LEVEL,
      config: { session: false },
      schema: { querystring: SettingsQuery, response: { 200: Settings, ...ErrorResponses } },
    },
    async (request, reply) => {
      // The shell passes its own domain; otherwise the request's site (request.site).
      const forced = request.query.domain;
      const site = forced === undefined ? request.site : await findCachedSite(app, siteDomain(forced, undefined));
      const country = visitorCountry(request.headers['x-country']);
      const answer = await app.referenceCache.answer(`settings:${site.id}:${country ?? ''}`, async () =>
        reply.serialize(await loadSettings(app.db, { site, visitorCountry: country })),
      );
      return sendCachedAnswer(request, reply, answer, { vary: ['X-Country'] });
    },
  );
};
