import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../contracts/common.ts';
import { ClientHeaders, UserResponse } from '../contracts/user.ts';
import { siteDomain } from '../lib/request-site.ts';
import { findSiteConfig } from '../repositories/site-config.ts';
import { findUserById } from '../repositories/users.ts';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/user.php',
    { schema: { headers: ClientHeaders, response: { 200: UserResponse, ...ErrorResponses } } },
    async (request) => {
      if (request.memberId === null) return { user: null };
      const site = await findSiteConfig(app.db, siteDomain(undefined, request.headers.host));
      const user = await findUserById(app.db, request.memberId, site?.settings.fictional_icon ?? '');
      return { user };
    },
  );
};
