import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { VisitorsQuery, VisitorsResponse } from '../../contracts/visitors.ts';
import { VISITORS_LIMIT } from '../../lib/rate-limit/limits.ts';
import { memberIdOf, requireMember } from '../../plugins/require-member.ts';
import { getVisitors } from '../../services/visitors/visitors-list.ts';

export const VISITORS_LOGIN_REQUIRED_MESSAGE = 'Log in om je bezoekers te zien.';

/** GET /api/visitors.php?page=: who viewed my profile (premium), or how many (free). */
export const visitorsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/visitors.php',
    {
      preValidation: requireMember,
      config: { rateLimits: [VISITORS_LIMIT], loginMessage: VISITORS_LOGIN_REQUIRED_MESSAGE },
      schema: { querystring: VisitorsQuery, response: { 200: VisitorsResponse, ...MemberErrorResponses } },
    },
    async (request, reply) => {
      // Who looked at me is personal: no shared cache may keep it.
      reply.header('cache-control', 'no-store');
      const dbs = { primary: app.db, read: request.readDb };
      return getVisitors(dbs, memberIdOf(request), request.query.page ?? 1, request.site.settings.cdn_prefix, app.now());
    },
  );
};
