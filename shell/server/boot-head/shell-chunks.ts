import { readFile } from 'node:fs/promises';
import type { BootChunks } from '../../src/boot/build/boot-chunks-plugin';

/**
 * The shell's chunks main.js loads before the first render (the build's boot-chunks.json), as page paths.
 * Read per page like index.html, so a rebuilt shell's new names are preloaded at once; none when the
 * build made no list.
 */
export async function shellBootScripts(file: string): Promise<string[]> {
  try {
    const list = JSON.parse(await readFile(file, 'utf8')) as Partial<BootChunks>;
    return Array.isArray(list.scripts) ? list.scripts.filter((name): name is string => typeof name === 'string').map((name) => `/${name.replace(/^\//, '')}`) : [];
  } catch {
    return [];
  }
}
