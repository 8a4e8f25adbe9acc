import type { FastifyRequest } from 'fastify';

/**
 * How long the gateway waits for the API, per kind of call, before it answers 504 `upstream_timeout`: a hung
 * API accepts connections and never answers, and the member's page must not wait with it.
 */
export interface UpstreamBounds {
  /** Calls and media: the API answers these in well under a second when it is healthy (default 10 s). */
  callMs: number;
  /**
   * Uploads (a photo streaming through): the wait for the answer runs while the body still streams in, and a
   * 10 MB photo takes about 110 s at 750 kbit/s up (default 120 s).
   */
  uploadMs: number;
}

export const DEFAULT_UPSTREAM_BOUNDS: UpstreamBounds = { callMs: 10_000, uploadMs: 120_000 };

const uploadTypes = /^(multipart\/|image\/|application\/octet-stream)/i;

/** The bound of one proxied request: an upload's by its body type, else a call's. */
export function upstreamBoundMs(request: Pick<FastifyRequest, 'headers'>, bounds: UpstreamBounds): number {
  const type = request.headers['content-type'] ?? '';
  return uploadTypes.test(type) ? bounds.uploadMs : bounds.callMs;
}
