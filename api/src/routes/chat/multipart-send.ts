import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '../../contracts/profile.ts';
import { AppError } from '../../lib/app-error.ts';
import { PHOTO_MAX_MB } from '../../services/profile/profile-errors.ts';
import { chatError } from '../../services/chat/chat-error.ts';

/** The `file` part of a multipart send, kept beside the request until the handler takes it. */
const uploads = new WeakMap<FastifyRequest, Buffer>();

export const takeUpload = (request: FastifyRequest): Buffer | null => uploads.get(request) ?? null;

/** Form fields of an image send: at most these few, each short. */
const MAX_FIELDS = 8;

/**
 * preValidation of POST chat.php: an image is sent as multipart/form-data with the JSON fields as form fields
 * plus a `file` part. The fields become the body (validated by the same schema, numbers coerced); the file
 * waits for the handler. Over 10 MB is 413 photo_too_large, a broken body 400 invalid_upload.
 */
export async function readMultipartSend(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated || data.length > PHOTO_MAX_BYTES) throw tooLarge();
        if (part.fieldname === 'file') uploads.set(request, data);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw chatError(400, 'invalid_upload');
  }
  request.body = fields;
}

const tooLarge = () => chatError(413, 'photo_too_large', { max_mb: PHOTO_MAX_MB });
