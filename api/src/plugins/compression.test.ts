import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { COMPRESS_MIN_BYTES, pickEncoding } from './compression.ts';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(pickEncoding('*;q=0.5')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('compressed API answers', () => {
  const { app } = useTestApp();
  const get = (url: string, acceptEncoding?: string) =>
    app().inject({
      method: 'GET',
      url,
      headers: { 'x-request-type': 'client', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends settings.php brotli- or gzip-compressed, decoding to the same JSON as the plain answer', async () => {
    const plain = await get('/api/settings.php');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await get('/api/settings.php', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // JSON of repeated keys shrinks a lot: at least three times smaller.
    expect(br.rawPayload.length * 3).toBeLessThan(plain.rawPayload.length);

    const gz = await get('/api/settings.php', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers plain', async () => {
    const small = await get('/api/health', 'br');
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
