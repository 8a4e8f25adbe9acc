import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MemberErrorResponses, RowId } from '../../contracts/common.ts';
import {
  DecisionResult,
  ModerationDecisionsResponse,
  ModerationFlagsResponse,
  ModerationPhotosResponse,
  ModerationReportsResponse,
  PhotoDecisionBody,
} from '../../contracts/moderation.ts';
import { memberIdOf } from '../../plugins/require-member.ts';
import { requireModerator } from '../../plugins/require-moderator.ts';
import { decidePhoto, decisionLog, photoQueue, REPORT_DECISIONS, reportQueue } from '../../services/moderation/moderation-service.ts';
import { FLAG_DECISIONS, flagQueue } from '../../services/moderation/flag-review-service.ts';
import { memberDecisionRoute } from './member-decision-route.ts';
import { reportRoute } from './report.ts';
import { warningRoutes } from './warnings.ts';
import { verificationModerationRoutes } from './verifications.ts';
import { fictionalProfileModerationRoutes } from './fictional-profiles.ts';

const errors = MemberErrorResponses;

/** report.php and warnings.php for members, and the moderators' queues and decisions under /api/moderation/ (moderators only). */
export const moderationRoutes: FastifyPluginAsyncTypebox<{ dataDir: string }> = async (app, { dataDir }) => {
  await app.register(reportRoute);
  await app.register(warningRoutes);
  await app.register(moderatorRoutes, { dataDir });
};

const moderatorRoutes: FastifyPluginAsyncTypebox<{ dataDir: string }> = async (app, { dataDir }) => {
  app.addHook('preValidation', requireModerator);
  await app.register(verificationModerationRoutes, { dataDir });
  await app.register(fictionalProfileModerationRoutes);

  app.get('/api/moderation/photos.php', { schema: { response: { 200: ModerationPhotosResponse, ...errors } } }, async (request) =>
    photoQueue(app.db, request.site.settings.cdn_prefix),
  );

  app.post(
    '/api/moderation/photo.php',
    { schema: { body: PhotoDecisionBody, response: { 200: DecisionResult, ...errors } } },
    async (request) => ({
      decision: await decidePhoto(app.db, memberIdOf(request), request.body, app.now()),
    }),
  );

  app.get('/api/moderation/reports.php', { schema: { response: { 200: ModerationReportsResponse, ...errors } } }, async () =>
    reportQueue(app.db, app.now()),
  );

  await app.register(memberDecisionRoute('/api/moderation/report.php', REPORT_DECISIONS));

  app.get('/api/moderation/flags.php', { schema: { response: { 200: ModerationFlagsResponse, ...errors } } }, async () =>
    flagQueue(app.db, app.now()),
  );

  await app.register(memberDecisionRoute('/api/moderation/flag.php', FLAG_DECISIONS));

  app.get(
    '/api/moderation/decisions.php',
    {
      schema: {
        querystring: Type.Object({ member: Type.Optional(RowId()) }),
        response: { 200: ModerationDecisionsResponse, ...errors },
      },
    },
    async (request) => ({ decisions: await decisionLog(app.db, request.query.member ?? null) }),
  );
};
