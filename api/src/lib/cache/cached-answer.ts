import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES, pickEncoding } from '../../plugins/compression.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What reply.serialize gives. */
export type SerializedJson = string | Buffer | ArrayBuffer;

/**
 * One JSON answer built once and kept: its bytes, its compressed forms and a strong ETag per form (a strong
 * ETag names exact bytes, so the br and gzip forms get their own suffix). Served by sendCachedAnswer.
 */
export interface CachedAnswer {
  readonly plain: Buffer;
  readonly br: Buffer | null;
  readonly gzip: Buffer | null;
  /** '"<hash>"'; the compressed forms answer '"<hash>-br"' and '"<hash>-gz"'. */
  readonly etag: string;
}

/**
 * Compresses once. Built once per site and change, so the best (slowest) settings pay off: brotli 11 and gzip 9,
 * where on-the-fly compression uses brotli 5. `json` comes from the route's serializer (reply.serialize), which
 * keeps to the response schema: fields outside the contract never get out.
 */
export async function buildCachedAnswer(json: SerializedJson): Promise<CachedAnswer> {
  const plain = typeof json === 'string' ? Buffer.from(json) : Buffer.isBuffer(json) ? json : Buffer.from(json);
  const hash = createHash('sha256').update(plain).digest('base64url').slice(0, 27);
  if (plain.length < COMPRESS_MIN_BYTES) return { plain, br: null, gzip: null, etag: `"${hash}"` };
  const [br, gz] = await Promise.all([
    brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
    gzipAsync(plain, { level: 9 }),
  ]);
  return { plain, br, gzip: gz, etag: `"${hash}"` };
}

/** The tags of an If-None-Match header (W/ prefixes dropped: If-None-Match compares weakly). */
function requestedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

/** The same answer in any encoding is the same representation for revalidation: '"h-br"' matches '"h"'. */
function baseTag(tag: string): string {
  return tag.replace(/-(br|gz)"$/, '"');
}

export interface SendCachedOptions {
  /** Request headers the answer depends on besides Accept-Encoding (settings.php: X-Country). */
  vary?: readonly string[];
}

/**
 * Answers from a cached entry: 304 when If-None-Match names it, else the smallest form the client accepts,
 * already compressed (the compression plugin leaves an answer with Content-Encoding alone). Every answer must be
 * revalidated (no-cache): a changed site config shows on the next page load.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  options: SendCachedOptions = {},
): FastifyReply {
  const encoding = answer.br ? pickEncoding(request.headers['accept-encoding']) : null;
  const body = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.plain;
  const etag =
    encoding === 'br' ? answer.etag.replace(/"$/, '-br"') : encoding === 'gzip' ? answer.etag.replace(/"$/, '-gz"') : answer.etag;
  reply
    .header('etag', etag)
    .header('cache-control', 'no-cache')
    .header('vary', ['Accept-Encoding', ...(options.vary ?? [])].join(', '));
  const tags = requestedTags(request.headers['if-none-match']);
  if (tags.includes('*') || tags.some((tag) => baseTag(tag) === answer.etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body ?? answer.plain);
}
