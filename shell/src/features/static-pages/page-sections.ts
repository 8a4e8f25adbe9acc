import type { StaticPageName } from './static-page-names';

/** One section of a static page: message ids of its heading, paragraphs and list items. */
export interface PageSection {
  heading: string;
  paragraphs: string[];
  items: string[];
}

function countIndexed(messages: Record<string, unknown>, prefix: string): number {
  let count = 0;
  while (`${prefix}.${count}` in messages || `${prefix}.${count}.heading` in messages) count += 1;
  return count;
}

/**
 * The sections of a page, read from the ids present in the catalogue. The catalogue is the one place
 * that says how many sections and paragraphs a page has (the catalogue test keeps locales aligned).
 */
export function pageSections(messages: Record<string, unknown>, page: StaticPageName): PageSection[] {
  const base = `shell.pages.${page}.sections`;
  return Array.from({ length: countIndexed(messages, base) }, (_, index) => {
    const section = `${base}.${index}`;
    const ids = (kind: string) =>
      Array.from({ length: countIndexed(messages, `${section}.${kind}`) }, (__, n) => `${section}.${kind}.${n}`);
    return { heading: `${section}.heading`, paragraphs: ids('paragraphs'), items: ids('items') };
  });
}
