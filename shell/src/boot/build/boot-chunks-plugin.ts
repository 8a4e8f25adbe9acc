import { rspack } from '@rspack/core';
import type { Compiler } from '@rspack/core';
import { BOOT_CHUNKS_FILE } from './boot-chunks-file';

export { BOOT_CHUNKS_FILE };

/** Written beside index.html; the gateway preloads these (shell/server/boot-head/shell-chunks.ts). */
export interface BootChunks {
  /** The scripts main.js loads before the first render, relative to the build folder. */
  scripts: string[];
  /** Per layout, the scripts of its parts (the default layout's top bar and banners), loaded when a page uses it. */
  layouts?: Record<string, string[]>;
  /** Per locale, the scripts of the catalogues a default-layout page's first render waits for (kit, frame, layout). */
  catalogues?: Record<string, string[]>;
}

export interface BootChunksOptions {
  /** Per layout name, the request of its parts' dynamic import (`./default-layout-parts`). */
  layouts?: Record<string, string>;
  /** Folders of the catalogues loaded before the first render (`<folder>/<locale>.json` dynamic imports). */
  catalogueFolders?: readonly string[];
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
 * Beside them, what main.js asks for once it knows the page and the locale: the parts of the page's
 * layout and the catalogues of the first render, per locale, for the gateway to preload the page's own.
 */
/** The locale of a catalogue module (`.../i18n/nl.json`), or undefined for any other module. */
export function catalogueLocaleOf(resource: string): string | undefined {
  return /[\\/]([a-z]{2})\.json$/.exec(resource)?.[1];
}

/** Whether a lazy context module (`<folder>|lazy|...`) imports the catalogues of one of `folders`. */
export function isCatalogueContext(identifier: string, folders: readonly string[]): boolean {
  const folder = identifier.split('|')[0]!.replace(/\\/g, '/');
  return folders.some((wanted) => folder.endsWith(`/${wanted.replace(/^\/|\/$/g, '')}`));
}

export class BootChunksPlugin {
  constructor(private readonly options: BootChunksOptions = {}) {}

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
        const scriptsOf = (group: ChunkGroup) => group.getFiles().filter((file) => file.endsWith('.js'));
        const scripts = new Set(needed.flatMap(scriptsOf));
        const layouts: Record<string, string[]> = {};
        for (const [layout, request] of Object.entries(this.options.layouts ?? {})) {
          const group = compilation.chunkGroups.find((candidate) => candidate.origins.some((origin) => origin.request === request));
          if (group)
            layouts[layout] = scriptsOf(group)
              .filter((file) => !scripts.has(file))
              .sort();
        }
        const catalogues: Record<string, string[]> = {};
        for (const group of compilation.chunkGroups) {
          const fromCatalogues = group.origins.some(
            (origin) => origin.module && isCatalogueContext(origin.module.identifier(), this.options.catalogueFolders ?? []),
          );
          if (!fromCatalogues) continue;
          const locale = group.chunks
            .flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk))
            .map((module) => catalogueLocaleOf((module as { resource?: string }).resource ?? ''))
            .find(Boolean);
          if (locale) catalogues[locale] = [...(catalogues[locale] ?? []), ...scriptsOf(group)].sort();
        }
        const list: BootChunks = { scripts: [...scripts].sort(), layouts, catalogues };
        compilation.emitAsset(BOOT_CHUNKS_FILE, new rspack.sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
      });
    });
  }
}
