import { rspack } from '@rspack/core';
import type { Compiler } from '@rspack/core';

/** Written beside index.html; the gateway preloads these (shell/server/boot-head/shell-chunks.ts). */
export const BOOT_CHUNKS_FILE = 'boot-chunks.json';

export interface BootChunks {
  /** The scripts main.js loads before the first render, relative to the build folder. */
  scripts: string[];
}

/**
 * Lists the chunks the shell loads right after main.js: those of `import('./bootstrap')` (the async
 * boundary) and those of the shared packages it provides (React, the store, the kit: the bootstrap needs
 * them before it runs). Only known once the build has split its chunks, so the page's preloads for them
 * are added by the gateway from this list, and only on pages it does not paint (a painted page's hero
 * picture should not share the line with them).
 */
export class BootChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BootChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const scripts = new Set<string>();
        for (const group of compilation.chunkGroups) {
          const boot = group.origins.some((origin) => origin.request === './bootstrap');
          const provided = group.origins.some((origin) => origin.module?.type.startsWith('provide') ?? false);
          if (!boot && !provided) continue;
          for (const file of group.getFiles()) if (file.endsWith('.js')) scripts.add(file);
        }
        const list: BootChunks = { scripts: [...scripts].sort() };
        compilation.emitAsset(BOOT_CHUNKS_FILE, new rspack.sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
      });
    });
  }
}
