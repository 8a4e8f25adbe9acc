import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fastifyMultipart from '@fastify/multipart';
import { Type } from 'typebox';
import { ErrorResponse, MemberErrorResponses } from '../../contracts/common.ts';
import { SELFIE_MAX_BYTES, VerificationState } from '../../contracts/verification.ts';
import { AppError } from '../../lib/app-error.ts';
import { SELFIE_LIMIT } from '../../lib/rate-limit/verification-limits.ts';
import { loginRequired, memberIdOf, requireMember } from '../../plugins/require-member.ts';
import { InvalidImageError } from '../../services/profile/photo-files.ts';
import { profileError } from '../../services/profile/profile-errors.ts';
import { enqueueMediaCheck } from '../../repositories/media-checks.ts';
import { removeSelfie, storeSelfie } from '../../services/verification/selfie-files.ts';
import { askPose, submitStoredSelfie, verificationError, verificationState } from '../../services/verification/verification-service.ts';

export interface VerificationRoutesOptions {
  /** Selfies go to <dataDir>/selfies (private: only moderators read them). */
  dataDir: string;
}

const UploadHeaders = Type.Object({ 'content-type': Type.String({ pattern: '^multipart/form-data' }) });
const Responses = { ...MemberErrorResponses, 409: ErrorResponse, 413: ErrorResponse };
const tooLarge = () => profileError(413, 'photo_too_large', { max_mb: SELFIE_MAX_BYTES / 1024 / 1024 });

/**
 * The member's side of selfie verification: verification.php (state), verification-pose.php (the pose to copy),
 * verification-selfie.php (the selfie, multipart `file`). The face check runs after the upload answered.
 */
export const verificationRoutes: FastifyPluginAsyncTypebox<VerificationRoutesOptions> = async (app, { dataDir }) => {
  // Scoped to these routes; skipped when an outer scope registered multipart already (it would clash).
  if (!app.hasRequestDecorator('file')) {
    await app.register(fastifyMultipart, { limits: { fileSize: SELFIE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  }
  app.addHook('preValidation', requireMember);

  const stateOf = async (memberId: number, request: Parameters<typeof loginRequired>[0]) => {
    const state = await verificationState(app.db, memberId);
    if (!state) throw loginRequired(request);
    return state;
  };

  app.get('/api/verification.php', { schema: { response: { 200: VerificationState, ...Responses } } }, async (request) =>
    stateOf(memberIdOf(request), request),
  );

  app.post('/api/verification-pose.php', { schema: { response: { 200: VerificationState, ...Responses } } }, async (request) => {
    const memberId = memberIdOf(request);
    return askPose(app.db, memberId, await stateOf(memberId, request));
  });

  app.post(
    '/api/verification-selfie.php',
    { config: { rateLimits: [SELFIE_LIMIT] }, schema: { headers: UploadHeaders, response: { 200: VerificationState, ...Responses } } },
    async (request) => {
      const memberId = memberIdOf(request);
      const before = await stateOf(memberId, request);
      if (before.status === 'verified') throw verificationError(409, 'already_verified');
      if (before.status === 'pending') throw verificationError(409, 'verification_pending');
      if (before.status !== 'awaiting_selfie') throw verificationError(409, 'verification_no_pose');

      let input: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: SELFIE_MAX_BYTES, files: 1 } });
        if (!file) throw verificationError(400, 'selfie_missing');
        input = await file.toBuffer();
        if (file.file.truncated || input.length > SELFIE_MAX_BYTES) throw tooLarge();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        throw new AppError(400, 'invalid_upload', 'De upload is onvolledig of beschadigd. Probeer het opnieuw.');
      }

      let stored;
      try {
        stored = await storeSelfie(dataDir, memberId, input);
      } catch (error) {
        if (error instanceof InvalidImageError) throw profileError(422, 'invalid_image');
        throw error;
      }
      const attempt = await submitStoredSelfie(app.db, memberId, stored.file, app.now());
      if (!attempt) {
        // Another upload of the same member won the race for the attempt.
        await removeSelfie(dataDir, stored.file);
        throw verificationError(409, 'verification_pending');
      }
      // Scored later by the checker process (queued, not awaited); the attempt waits for a moderator meanwhile.
      if (app.faces) {
        await enqueueMediaCheck(app.db, 'selfie', attempt.id);
        app.mediaChecks.nudge();
      }
      return { ...before, status: 'pending' as const };
    },
  );
};
