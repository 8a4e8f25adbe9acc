import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Up to this size an answer is compressed on the event loop (a 4 KB search page: ~70 us with brotli 5): the async
 * form hands every body to the thread pool through a stream, which for small bodies costs more CPU than the
 * compression itself and showed as a tenth of members.php's time under load. Bigger bodies go async.
 */
export const COMPRESS_SYNC_MAX_BYTES = 64 * 1024;
/** JSON and the few HTML/text pages the API serves; images are compressed formats already. */
const COMPRESSIBLE_TYPE = /^(application\/json|text\/)/;

/** The best encoding the client accepts (brotli first), honouring an explicit q=0 refusal. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses JSON and text answers on the fly (settings.php is 18.8 KB plain, about a third of that with
 * gzip and less with brotli). Brotli at quality 5: close to the best ratio for JSON at a fraction of the
 * CPU of quality 11, which is for build-time files. An onSend hook: it sees the serialized body.
 */
export const compressionPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.getHeader('content-encoding')) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (!COMPRESSIBLE_TYPE.test(type)) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      // Vary even when this answer is small or plain: a shared cache must not hand it to another encoding.
      reply.header('vary', appendVary(reply.getHeader('vary')));
      if (body.length < COMPRESS_MIN_BYTES) return payload;
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding === null) return payload;
      const compressed = body.length <= COMPRESS_SYNC_MAX_BYTES ? compressSync(body, encoding) : await compressAsync(body, encoding);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    });
  },
  { name: 'compression' },
);

const brotliOptions = (body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

function compressSync(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body)) : gzipSync(body, { level: 6 });
}

function compressAsync(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, brotliOptions(body)) : gzipAsync(body, { level: 6 });
}

function appendVary(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value.toLowerCase() === 'accept-encoding' || value === '*')) values.push('Accept-Encoding');
  return values.join(', ');
}
