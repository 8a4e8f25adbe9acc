import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fastifyMultipart from '@fastify/multipart';
import { Type } from 'typebox';
import { ErrorResponse, MemberErrorResponses } from '../../contracts/common.ts';
import { PHOTO_MAX_BYTES, PhotoIdBody, PhotoResponse, PhotosResponse, PhotoUpdate } from '../../contracts/profile.ts';
import { listMemberPhotos, photoQuota } from '../../repositories/photos.ts';
import { addPhoto, makeMainPhoto, removePhoto } from '../../services/profile/own-photos.ts';
import { photoLimit, toOwnPhoto } from '../../services/profile/own-profile.ts';
import { enqueueMediaCheck } from '../../repositories/media-checks.ts';
import { InvalidImageError, processPhoto, removePhotoFiles, storePhotoFiles } from '../../services/profile/photo-files.ts';
import { AppError } from '../../lib/app-error.ts';
import { loginRequired, memberIdOf, requireMember } from '../../plugins/require-member.ts';
import { PHOTO_MAX_MB, profileError } from '../../services/profile/profile-errors.ts';

export interface PhotosRoutesOptions {
  /** Media files go to <dataDir>/media (served by the media plugin at cdn_prefix). */
  dataDir: string;
}

const photoLimitError = (max: number) => profileError(403, 'photo_limit', { max });
const photoTooLarge = () => profileError(413, 'photo_too_large', { max_mb: PHOTO_MAX_MB });

/**
 * Busboy reports a broken body (no boundary, bad part headers, cut off) as a plain Error: that is the client's
 * fault, so 400 invalid_upload. The plugin's own errors (too many parts or files) keep their 4xx status.
 */
function uploadError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError(400, 'invalid_upload', 'De upload is onvolledig of beschadigd. Probeer het opnieuw.');
}

/** Only the multipart content type reaches the upload handler; the file itself is checked by its bytes. */
const UploadHeaders = Type.Object({ 'content-type': Type.String({ pattern: '^multipart/form-data' }) });
const Responses = { ...MemberErrorResponses, 413: ErrorResponse };

/**
 * POST/PUT/DELETE /api/photos.php: upload (status inspection until moderated), make main, delete. A member only
 * ever touches their own photos: every query carries member_id, so another member's id is simply not found.
 */
export const photosRoutes: FastifyPluginAsyncTypebox<PhotosRoutesOptions> = async (app, { dataDir }) => {
  // Scoped to these routes; skipped when an outer scope registered multipart already (it would clash).
  if (!app.hasRequestDecorator('file')) {
    await app.register(fastifyMultipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  }
  app.addHook('preValidation', requireMember);

  app.post(
    '/api/photos.php',
    { schema: { headers: UploadHeaders, response: { 201: PhotoResponse, ...Responses } } },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      const quota = await photoQuota(app.db, memberId);
      if (!quota) throw loginRequired(request);
      const max = photoLimit(quota.paid_user);
      if (quota.used >= max) throw photoLimitError(max);

      let input: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
        if (!file) throw profileError(400, 'photo_missing');
        input = await file.toBuffer();
        // toBuffer() misses the cut when the limit falls on a chunk boundary (the rest of the file arrives as no
        // chunk at all), and a cut file can still decode as an image: check the flag and the size ourselves.
        if (file.file.truncated || input.length > PHOTO_MAX_BYTES) throw photoTooLarge();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw photoTooLarge();
        throw uploadError(error);
      }

      let processed;
      try {
        processed = await processPhoto(input);
      } catch (error) {
        if (error instanceof InvalidImageError) throw profileError(422, 'invalid_image');
        throw error;
      }
      const files = await storePhotoFiles(dataDir, memberId, processed);
      // Counted again under a row lock: two uploads at once must not both pass the quota check above.
      const photo = await addPhoto(app.db, memberId, files, max);
      if (!photo) {
        await removePhotoFiles(dataDir, files);
        throw photoLimitError(max);
      }
      // Classified later by the checker process (queued, not awaited); the photo is under inspection meanwhile.
      if (app.pictures) {
        await enqueueMediaCheck(app.db, 'photo', photo.id);
        app.mediaChecks.nudge();
      }
      return reply.status(201).send({ photo: toOwnPhoto(photo, request.site.settings.cdn_prefix) });
    },
  );

  app.put('/api/photos.php', { schema: { body: PhotoUpdate, response: { 200: PhotosResponse, ...Responses } } }, async (request) => {
    const memberId = memberIdOf(request);
    if (!(await makeMainPhoto(app.db, memberId, request.body.id))) throw profileError(404, 'not_found');
    return { photos: await ownPhotos(memberId, request.site.settings.cdn_prefix) };
  });

  app.delete('/api/photos.php', { schema: { body: PhotoIdBody, response: { 200: PhotosResponse, ...Responses } } }, async (request) => {
    const memberId = memberIdOf(request);
    const deleted = await removePhoto(app.db, memberId, request.body.id);
    if (!deleted) throw profileError(404, 'not_found');
    await removePhotoFiles(dataDir, { filename: deleted.filename, thumbFilename: deleted.thumb_filename });
    return { photos: await ownPhotos(memberId, request.site.settings.cdn_prefix) };
  });

  const ownPhotos = async (memberId: number, cdnPrefix: string) =>
    (await listMemberPhotos(app.db, memberId)).map((photo) => toOwnPhoto(photo, cdnPrefix));
};
