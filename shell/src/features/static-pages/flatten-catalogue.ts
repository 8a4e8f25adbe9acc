import type { Messages } from '@dating/shared-kit';

/** The shape of one locale's page texts: nested objects and arrays of paragraphs, strings at the leaves. */
export type PageTexts = { [key: string]: string | PageTexts | PageTexts[] | string[] };

/**
 * Turns the nested page texts into react-intl ids (`shell.pages.terms.sections.0.heading`), so
 * translators edit readable documents while the pages format every string through react-intl (ICU).
 */
export function flattenCatalogue(texts: PageTexts, prefix = 'shell.pages'): Messages {
  const messages: Messages = {};
  for (const [key, value] of Object.entries(texts)) {
    const id = `${prefix}.${key}`;
    if (typeof value === 'string') messages[id] = value;
    else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (typeof item === 'string') messages[`${id}.${index}`] = item;
        else Object.assign(messages, flattenCatalogue(item, `${id}.${index}`));
      });
    } else Object.assign(messages, flattenCatalogue(value, id));
  }
  return messages;
}
