// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';
import { buildRemoteStatic } from './remote-static';

describe('the cache policy', () => {
  it('keeps content-hashed code and assets for a year and revalidates everything else', () => {
    expect(cacheControlFor('/1167.1e0baa43.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/main.1e0baa43.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('/0caf1412b9087290.webp')).toBe(IMMUTABLE);
    expect(cacheControlFor('/mf-manifest.json')).toBe(REVALIDATE);
    expect(cacheControlFor('/remoteEntry.js')).toBe(REVALIDATE);
    expect(cacheControlFor('/prepaint/video/default.nl.html')).toBe(REVALIDATE);
    // A name that merely contains hex (a member id, a word) is not content-hashed.
    expect(cacheControlFor('/cafe.js')).toBe(REVALIDATE);
    expect(cacheControlFor('/home/hero-640.webp')).toBe(REVALIDATE);
  });
});

describe('a remote static server', () => {
  let root: string;
  const chunk = 'export const hallo = "wereld";\n'.repeat(300);
  const manifest = JSON.stringify({ id: 'mfe_x', metaData: { remoteEntry: { name: 'remoteEntry.js' } } });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'remote-static-'));
    await writeFile(path.join(root, '1167.1e0baa43.js'), chunk);
    await writeFile(path.join(root, '1167.1e0baa43.js.br'), brotliCompressSync(chunk));
    await writeFile(path.join(root, '1167.1e0baa43.js.gz'), gzipSync(chunk));
    await writeFile(path.join(root, 'mf-manifest.json'), manifest);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function get(url: string, headers: Record<string, string> = {}) {
    const app = await buildRemoteStatic({ root });
    try {
      return await app.inject({ url, headers });
    } finally {
      await app.close();
    }
  }

  it('serves a hashed chunk brotli-compressed, cacheable for a year, to any origin', async () => {
    const response = await get('/1167.1e0baa43.js', { 'accept-encoding': 'gzip, br', origin: 'http://localhost:8080' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(chunk);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('revalidates the manifest: an unchanged one answers 304 with no body', async () => {
    const first = await get('/mf-manifest.json');
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    expect(JSON.parse(first.body)).toEqual(JSON.parse(manifest));
    const etag = String(first.headers.etag);
    const again = await get('/mf-manifest.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a missing file 404', async () => {
    expect((await get('/2080.0a6db8ee.js')).statusCode).toBe(404);
  });
});
