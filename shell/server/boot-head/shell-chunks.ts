import { readFile } from 'node:fs/promises';
import { initialLocale, readLocaleCookie } from '@dating/shared-kit/locales';
import type { BootChunks } from '../../src/boot/build/boot-chunks-plugin';

/** What the gateway knows of the page when it picks the shell chunks to preload. */
export interface ShellPage {
  /** The page uses the default layout (its parts and texts load before its first render). */
  defaultLayout: boolean;
  /** The locale the shell will render in, when the gateway can tell (pageLocale). */
  locale?: string;
}

const names = (list: unknown): string[] => (Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : []);

/**
 * The shell's chunks main.js loads before the first render of this page (the build's boot-chunks.json), as
 * page paths: the boot chunks, and on a default-layout page the layout's parts and, for a known locale,
 * its catalogues (which main.js would only ask for once it has run). Read per page like index.html, so a
 * rebuilt shell's new names are preloaded at once; none when the build made no list.
 */
export async function shellBootScripts(file: string, page: ShellPage = { defaultLayout: false }): Promise<string[]> {
  try {
    const list = JSON.parse(await readFile(file, 'utf8')) as Partial<BootChunks>;
    const scripts = names(list.scripts);
    if (page.defaultLayout) {
      scripts.push(...names(list.layouts?.default));
      if (page.locale && list.catalogues && Object.hasOwn(list.catalogues, page.locale))
        scripts.push(...names(list.catalogues[page.locale]));
    }
    return scripts.map((name) => `/${name.replace(/^\//, '')}`);
  } catch {
    return [];
  }
}

/**
 * The locale the shell's first render will use (the kit's initialLocale): the locale cookie, else the
 * site's language from the settings the page carries. Without either the shell may still learn the
 * site's language from the API before it renders, so nothing is guessed.
 */
export function pageLocale(cookie: string, domainLanguage: string | undefined): string | undefined {
  if (domainLanguage === undefined) return readLocaleCookie(cookie);
  return initialLocale(cookie, domainLanguage);
}
