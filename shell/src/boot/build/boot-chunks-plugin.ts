import { rspack } from '@rspack/core';
import type { Compiler } from '@rspack/core';

/** Written beside index.html; the gateway preloads these (shell/server/boot-head/shell-chunks.ts). */
export const BOOT_CHUNKS_FILE = 'boot-chunks.json';

export interface BootChunks {
  /** The scripts main.js loads before the first render, relative to the build folder. */
  scripts: string[];
}

type Compilation = Parameters<Parameters<Compiler['hooks']['thisCompilation']['tap']>[1]>[0];
type ChunkGroup = Compilation['chunkGroups'][number];

/** The share key of a federation module's identifier: `consume shared module (default) react@^19 ...` → react. */
export function shareKeyOf(identifier: string): string | undefined {
  return /^(?:consume|provide) shared module \([^)]*\) (.+?)@/.exec(identifier)?.[1];
}

/** The share keys the modules of a chunk group ask for. */
function consumedKeys(compilation: Compilation, group: ChunkGroup): string[] {
  return group.chunks.flatMap((chunk) =>
    compilation.chunkGraph
      .getChunkModules(chunk)
      .filter((module) => module.type === 'consume-shared-module')
      .flatMap((module) => shareKeyOf(module.identifier()) ?? []),
  );
}

/**
 * Lists the chunks the shell loads right after main.js: those of `import('./bootstrap')` (the async
 * boundary) and those of the shared packages the shell provides that the bootstrap needs, directly or
 * through another shared package (React, the store, the kit); not the ones only later pages use (forms).
 * Only known once the build has split its chunks, so the gateway adds the page's preloads for them from
 * this list, and only on pages it does not paint (a painted page's hero picture should not share the line).
 */
export class BootChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BootChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const provided = new Map<string, ChunkGroup>();
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            const key = origin.module?.type.startsWith('provide') ? shareKeyOf(origin.module.identifier()) : undefined;
            if (key) provided.set(key, group);
          }
        }
        const boot = compilation.chunkGroups.filter((group) => group.origins.some((origin) => origin.request === './bootstrap'));
        const needed = [...boot];
        const keys = new Set<string>();
        for (let index = 0; index < needed.length; index += 1) {
          for (const key of consumedKeys(compilation, needed[index]!)) {
            const group = provided.get(key);
            if (keys.has(key) || !group) continue;
            keys.add(key);
            needed.push(group);
          }
        }
        const scripts = new Set(needed.flatMap((group) => group.getFiles().filter((file) => file.endsWith('.js'))));
        const list: BootChunks = { scripts: [...scripts].sort() };
        compilation.emitAsset(BOOT_CHUNKS_FILE, new rspack.sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
      });
    });
  }
}
