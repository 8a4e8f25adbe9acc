import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, writeCompressedVariants } from './precompress-plugin';

describe('writeCompressedVariants', () => {
  it('writes brotli and gzip copies that decompress to the file, only for text files worth it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    const script = 'export const greeting = "hallo";\n'.repeat(200);
    await writeFile(path.join(dir, 'main.1a2b3c4d.js'), script);
    await writeFile(path.join(dir, 'tiny.js'), 'x');
    await writeFile(path.join(dir, 'photo.webp'), Buffer.alloc(MIN_BYTES * 4, 7));

    const done = await writeCompressedVariants(dir, ['main.1a2b3c4d.js', 'tiny.js', 'photo.webp']);

    expect(done).toEqual(['main.1a2b3c4d.js']);
    expect((await readdir(dir)).sort()).toEqual([
      'main.1a2b3c4d.js',
      'main.1a2b3c4d.js.br',
      'main.1a2b3c4d.js.gz',
      'photo.webp',
      'tiny.js',
    ]);
    const br = await readFile(path.join(dir, 'main.1a2b3c4d.js.br'));
    const gz = await readFile(path.join(dir, 'main.1a2b3c4d.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });
});
