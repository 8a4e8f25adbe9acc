// @ts-check
// A plain JavaScript module: rspack runs loaders in its own Node process, which does not compile TypeScript.
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

/** Plain text, kept a string: shared-kit/src/i18n/plain-text-messages.ts (PLAIN_TEXT) makes it a literal at run time. */
const PLAIN_TEXT = /^[^{}<>']+$/;

/**
 * Parses the ICU messages of a catalogue (`{ id: message }`) into the AST react-intl formats from, so the
 * browser parses nothing: parsing the first screen's messages took 160-200 ms of a phone's main thread
 * (4× CPU). react-intl takes an AST wherever it takes a string. Plain text stays a string (its AST, one
 * literal, only adds bytes; the kit makes it one at run time), and so does an empty message (react-intl
 * then shows the default message, as before). The options are those react-intl parses with at run time
 * (tags on, skeletons parsed, the catalogue's locale for the `j` hour skeleton). A message that does not
 * parse fails the build, with its id, instead of showing the id to a visitor.
 *
 * @param {unknown} catalogue the catalogue as read from its JSON file
 * @param {string} locale the catalogue's locale (`nl`, `de`, ...)
 * @returns {Record<string, unknown>}
 */
export function compileCatalogue(catalogue, locale) {
  if (typeof catalogue !== 'object' || catalogue === null || Array.isArray(catalogue)) {
    throw new TypeError('A message catalogue is an object of message id -> ICU message');
  }
  const intlLocale = new Intl.Locale(locale);
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new TypeError(`Message "${id}" is not a string`);
    try {
      compiled[id] = message === '' || PLAIN_TEXT.test(message) ? message : parse(message, { locale: intlLocale });
    } catch (error) {
      throw new Error(`Message "${id}" (${locale}) is not a valid ICU message: ${/** @type {Error} */ (error).message}`, {
        cause: error,
      });
    }
  }
  return compiled;
}

/**
 * The rspack loader of `<folder>/<locale>.json` catalogues: answers the same JSON with every message
 * pre-parsed (see compileCatalogue). The locale is the file's name.
 *
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
export default function compiledCatalogueLoader(source) {
  const locale = path.basename(this.resourcePath, '.json');
  return JSON.stringify(compileCatalogue(JSON.parse(source), locale));
}
