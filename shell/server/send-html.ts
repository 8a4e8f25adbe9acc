import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentEtag } from './cache-policy';

interface Encoded {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Pages the gateway composed, by ETag: most pages are the same for every visitor of a site and route. */
const encodedPages = new Map<string, Encoded>();
const MAX_ENCODED = 200;

function encode(plain: Buffer): Encoded {
  // Quality 9: most of brotli's gain for a fraction of its time at 11.
  return { plain, br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(plain, { level: 9 }) };
}

export interface SendHtmlOptions {
  /** The page carries one member's data: not kept here, and `private` for caches on the way. */
  personal?: boolean;
  setCookies?: readonly string[];
}

/**
 * Sends a page the gateway composed (painted, or with boot data) as the static plugin sends the plain one:
 * compressed as accepted, ETag and 304. Pages for everyone are compressed once and kept.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string, options: SendHtmlOptions = {}) {
  const plain = Buffer.from(html);
  const etag = contentEtag('p', plain);
  let page = options.personal ? undefined : encodedPages.get(etag);
  if (!page) {
    page = encode(plain);
    if (!options.personal) {
      if (encodedPages.size >= MAX_ENCODED) encodedPages.delete(encodedPages.keys().next().value as string);
      encodedPages.set(etag, page);
    }
  }
  for (const cookie of options.setCookies ?? []) reply.header('set-cookie', cookie);
  reply
    .header('cache-control', options.personal ? 'private, no-cache' : 'no-cache')
    .header('etag', etag)
    .header('vary', 'accept-encoding, cookie')
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.code(status).header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.code(status).header('content-encoding', 'gzip').send(page.gzip);
  return reply.code(status).send(page.plain);
}
