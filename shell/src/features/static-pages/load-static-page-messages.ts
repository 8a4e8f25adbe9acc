import type { MessagesLoader } from '@dating/shared-kit';
import { flattenCatalogue, type PageTexts } from './flatten-catalogue';

/**
 * The static pages' texts for one locale (ids `shell.pages.*`). They are the largest texts of the shell,
 * so they are not part of the shell's catalogue: this chunk is fetched only when a static page opens.
 */
export const loadStaticPageMessages: MessagesLoader = async (locale) => {
  const texts = (await import(`./i18n/${locale}.json`)) as { default: PageTexts };
  return flattenCatalogue(texts.default);
};
