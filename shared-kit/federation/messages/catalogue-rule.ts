import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuleSetRule } from '@rspack/core';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Which JSON files are message catalogues: `i18n/<locale>.json` and the kit's `kit-messages/<locale>.json`. */
export const CATALOGUE_FILE = /[\\/](i18n|kit-messages)[\\/][a-z]{2}\.json$/;

/** JSON in an `i18n` folder that is no flat catalogue: the static pages' texts (nested, flattened by their own code). */
export const NOT_A_CATALOGUE = /[\\/]static-pages[\\/]/;

/**
 * The catalogues a first page loads before it renders: each app's own (`<app>/src/i18n`), the kit's, the default
 * layout's (alerts, top bar) and the likes page's visitors segment. Their ASTs would add 170-420 B gzip to entry
 * routes whose byte budgets are hard, so they stay strings: their plain text (about nine in ten messages) becomes
 * a literal when loaded (plain-text-messages.ts), and only the few with arguments are parsed in the browser.
 */
export const ENTRY_CATALOGUE = /[\\/](src[\\/]i18n|kit-messages|features[\\/](alerts|top-bar|visitors)[\\/]i18n)[\\/][a-z]{2}\.json$/;

/**
 * Ships every other catalogue (a screen's, loaded with its lazy chunk) with its ICU messages parsed at build
 * time (compiled-catalogue-loader.js), so react-intl parses none of them in the browser. The module stays JSON.
 */
export const compiledCatalogueRule: RuleSetRule = {
  test: CATALOGUE_FILE,
  exclude: [/node_modules/, NOT_A_CATALOGUE, ENTRY_CATALOGUE],
  loader: path.join(here, 'compiled-catalogue-loader.js'),
  type: 'json',
};
