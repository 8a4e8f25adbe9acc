import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MemberErrorResponses, RowId } from '../../contracts/common.ts';
import { DecisionResult } from '../../contracts/moderation.ts';
import { ModerationVerificationsResponse, VerificationDecisionBody } from '../../contracts/verification.ts';
import { memberIdOf } from '../../plugins/require-member.ts';
import { findPendingSelfie } from '../../repositories/verification.ts';
import { moderationError } from '../../services/moderation/moderation-service.ts';
import { readSelfie } from '../../services/verification/selfie-files.ts';
import { decideVerification, verificationQueue } from '../../services/verification/verification-service.ts';

const errors = MemberErrorResponses;
/** The selfie's JPEG; a Buffer reply skips the serializer, the schema documents it. */
const JpegBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/jpeg' });

/**
 * The verification queue, its selfies and the decisions on them. Registered inside the moderators' scope, whose
 * preValidation hook checks the role on every call.
 */
export const verificationModerationRoutes: FastifyPluginAsyncTypebox<{ dataDir: string }> = async (app, { dataDir }) => {
  app.get(
    '/api/moderation/verifications.php',
    { schema: { response: { 200: ModerationVerificationsResponse, ...errors } } },
    async (request) => verificationQueue(app.db, request.site.settings.cdn_prefix),
  );

  app.get(
    '/api/moderation/verification-selfie.php',
    { schema: { querystring: Type.Object({ id: RowId() }), response: { 200: JpegBytes, ...errors } } },
    async (request, reply) => {
      const file = await findPendingSelfie(app.db, request.query.id);
      const bytes = file ? await readSelfie(dataDir, file) : null;
      if (!bytes) throw moderationError(404, 'moderation_item_not_found');
      // A selfie is personal: no shared cache keeps it, and it is gone from the browser once decided.
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, no-store').send(bytes);
    },
  );

  app.post(
    '/api/moderation/verification.php',
    { schema: { body: VerificationDecisionBody, response: { 200: DecisionResult, ...errors } } },
    async (request) => ({ decision: await decideVerification(app.db, memberIdOf(request), request.body, app.now()) }),
  );
};
