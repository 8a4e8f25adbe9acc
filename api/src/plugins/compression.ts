import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;
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
      const compressed =
        encoding === 'br'
          ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : await gzipAsync(body, { level: 6 });
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    });
  },
  { name: 'compression' },
);

function appendVary(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value.toLowerCase() === 'accept-encoding' || value === '*')) values.push('Accept-Encoding');
  return values.join(', ');
}
