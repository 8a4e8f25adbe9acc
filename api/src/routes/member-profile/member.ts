import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ErrorResponses } from '../../contracts/common.ts';
import { AppError } from '../../lib/app-error.ts';
import { MemberProfileQuery, MemberProfileResponse } from '../../contracts/member-profile.ts';
import { loggedOutSearchAllowed, requireMemberUnless } from '../../plugins/require-member.ts';
import { buildMemberProfile } from '../../services/member-profile/build-profile.ts';
import { recordView } from '../../services/visitors/record-view.ts';

export const PROFILE_LOGIN_REQUIRED_MESSAGE = 'Log in om profielen te bekijken.';
export const PROFILE_NOT_FOUND_MESSAGE = 'Dit profiel bestaat niet (meer).';

/** GET /api/member.php?id=: one member's profile as the viewer may see it. */
export const memberRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/member.php',
    {
      // Same rule as members.php (after validation): visitors browse profiles only where the site allows
      // logged-out search.
      preHandler: requireMemberUnless(loggedOutSearchAllowed),
      config: { loginMessage: PROFILE_LOGIN_REQUIRED_MESSAGE },
      schema: {
        querystring: MemberProfileQuery,
        response: { 200: MemberProfileResponse, 403: ErrorResponse, 404: ErrorResponse, ...ErrorResponses },
      },
    },
    async (request) => {
      const { site } = request;
      // One's own profile is read where one's edits were written.
      const own = request.memberId !== null && request.memberId === request.query.id;
      const profile = await buildMemberProfile(own ? app.db : request.readDb, {
        id: request.query.id,
        viewerId: request.memberId,
        settings: site.settings,
      });
      if (!profile) throw new AppError(404, 'not_found', PROFILE_NOT_FOUND_MESSAGE);
      const viewerId = request.memberId;
      // Who viewed me (and what a boost brought): recorded after the answer, on the primary; the write itself refuses invisible viewers
      // and blocked pairs (a profile I blocked still answers, stripped).
      if (viewerId !== null && !own && !profile.blocked) {
        const context = { db: app.db, realtime: app.realtime, log: request.log };
        app.profileViews.run(() => recordView(context, viewerId, profile.id, app.now()));
      }
      return { profile };
    },
  );
};
