import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every compressible file in
 * `names`, skipping small files and any whose compressed form would not be smaller. Static servers (sirv
 * for the remotes, the gateway's static plugin) send these to browsers that accept them, so no request
 * pays for compression and every one gets the smallest form. Answers the names it compressed.
 */
export async function writeCompressedVariants(dir: string, names: readonly string[]): Promise<string[]> {
  const done: string[] = [];
  await Promise.all(
    names
      .filter((name) => COMPRESSIBLE.test(name))
      .map(async (name) => {
        const file = path.join(dir, name);
        const raw = await readFile(file);
        if (raw.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzipAsync(raw, { level: 9 }),
        ]);
        if (br.length < raw.length) await writeFile(`${file}.br`, br);
        if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
        done.push(name);
      }),
  );
  return done.sort();
}

/** Compresses every emitted asset after a production build (see writeCompressedVariants). */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      if (!outDir) return;
      await writeCompressedVariants(
        outDir,
        compilation.getAssets().map((asset) => asset.name),
      );
    });
  }
}
