import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentEtag } from './cache-policy';
import type { KeptPage } from './visitor-pages';

type Encoding = 'br' | 'gzip' | 'plain';

/** Pages the gateway composed, by ETag and encoding: most pages are the same for every visitor of a site and route. */
const encodedPages = new Map<string, Partial<Record<Encoding, Buffer>>>();
const MAX_ENCODED = 200;

/**
 * Quality 9 for a page compressed once and kept: most of brotli's gain for a fraction of its time at 11. Quality 5
 * for a member's page, compressed for every answer: on a 44 KB painted page it is about 1% larger and over ten
 * times quicker than 9, which took more of the gateway's time than painting the page.
 */
const BROTLI_KEPT = 9;
const BROTLI_PER_ANSWER = 5;

function encode(plain: Buffer, encoding: Encoding, quality = BROTLI_KEPT): Buffer {
  if (encoding === 'br') return brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
  return encoding === 'gzip' ? gzipSync(plain, { level: quality === BROTLI_KEPT ? 9 : 6 }) : plain;
}

function acceptedEncoding(request: FastifyRequest): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'plain';
}

/** A page for everyone, compressed once per encoding and kept. */
function sharedPage(etag: string, plain: Buffer, encoding: Encoding): Buffer {
  let page = encodedPages.get(etag);
  if (!page) {
    if (encodedPages.size >= MAX_ENCODED) encodedPages.delete(encodedPages.keys().next().value as string);
    page = {};
    encodedPages.set(etag, page);
  }
  return (page[encoding] ??= encode(plain, encoding));
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
  for (const cookie of options.setCookies ?? []) reply.header('set-cookie', cookie);
  reply
    .header('cache-control', options.personal ? 'private, no-cache' : 'no-cache')
    .header('etag', etag)
    .header('vary', 'accept-encoding, cookie')
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoding = acceptedEncoding(request);
  // A member's page is compressed for this answer only, in the one encoding the browser takes.
  const body = options.personal ? encode(plain, encoding, BROTLI_PER_ANSWER) : sharedPage(etag, plain, encoding);
  if (encoding !== 'plain') reply.header('content-encoding', encoding);
  return reply.code(status).send(body);
}

/** Sends a page kept for every visitor (visitor-pages.ts): its ETag and compressed forms are made once, on first use. */
export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
  reply
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding, cookie')
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = acceptedEncoding(request);
  if (encoding === 'plain') return reply.code(page.status).send(page.plain);
  reply.header('content-encoding', encoding);
  return reply.code(page.status).send((page.encoded[encoding] ??= encode(page.plain, encoding)));
}
