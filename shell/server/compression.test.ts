// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway';

describe('the gateway sends pages and bundles compressed', () => {
  let distDir: string;
  const page = `<!doctype html><html><head><title>Datingsite</title></head><body>${'<div id="root"></div>'.repeat(100)}</body></html>`;
  const bundle = 'console.log("hallo");\n'.repeat(400);

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'gateway-compression-'));
    await writeFile(path.join(distDir, 'index.html'), page);
    await writeFile(path.join(distDir, 'index.html.br'), brotliCompressSync(page));
    await writeFile(path.join(distDir, 'index.html.gz'), gzipSync(page));
    await writeFile(path.join(distDir, 'remotes.json'), '{"remotes":{}}');
    // As the build leaves them (PrecompressPlugin): the file and its two compressed copies.
    await writeFile(path.join(distDir, 'main.1a2b3c4d.js'), bundle);
    await writeFile(path.join(distDir, 'main.1a2b3c4d.js.br'), brotliCompressSync(bundle));
    await writeFile(path.join(distDir, 'main.1a2b3c4d.js.gz'), gzipSync(bundle));
  });
  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  // The built page as it is on disk (the boot head's composed pages: boot-head/boot-head.test.ts).
  async function get(url: string, acceptEncoding?: string) {
    const gateway = await buildGateway({ distDir, apiUrl: 'http://127.0.0.1:9', bootHead: null });
    try {
      return await gateway.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    } finally {
      await gateway.close();
    }
  }

  it('answers every page path with the brotli page for browsers that take it, gzip for others, plain otherwise', async () => {
    const br = await get('/members', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    expect(br.rawPayload.length).toBeLessThan(page.length / 5);

    const gz = await get('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(page);

    const plain = await get('/nope/not-a-page');
    expect(plain.statusCode).toBe(404);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(page);
  });

  it('lets a browser revalidate the page: an ETag, and 304 when it has not changed', async () => {
    const first = await get('/members', 'br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const gateway = await buildGateway({ distDir, apiUrl: 'http://127.0.0.1:9', bootHead: null });
    try {
      const again = await gateway.inject({ url: '/members', headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    } finally {
      await gateway.close();
    }
  });

  it('serves the precompressed copy of a bundle, keeping its immutable caching', async () => {
    const br = await get('/main.1a2b3c4d.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);

    const plain = await get('/main.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(bundle);
  });

  it('answers an unchanged registry 304 when revalidated', async () => {
    const first = await get('/remotes.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    const gateway = await buildGateway({ distDir, apiUrl: 'http://127.0.0.1:9', bootHead: null });
    try {
      const again = await gateway.inject({ url: '/remotes.json', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      const changed = await gateway.inject({ url: '/remotes.json', headers: { 'if-none-match': '"r-other"' } });
      expect(JSON.parse(changed.body)).toEqual({ remotes: {} });
    } finally {
      await gateway.close();
    }
  });
});
