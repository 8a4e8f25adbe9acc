import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl, createIntlCache } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { PLAIN_TEXT } from '../../src/i18n/plain-text-messages';
import compiledCatalogueLoader, { compileCatalogue } from './compiled-catalogue-loader.js';
import { CATALOGUE_FILE, ENTRY_CATALOGUE, NOT_A_CATALOGUE, compiledCatalogueRule } from './catalogue-rule';

const here = path.dirname(fileURLToPath(import.meta.url));
const kitCatalogue = (locale: string) => path.join(here, '..', '..', 'src', 'i18n', 'kit-messages', `${locale}.json`);

/** Every catalogue folder (`<folder>/nl.json` of an `i18n` or `kit-messages` folder) under `dir`, static pages aside. */
function catalogueFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => {
      const folder = path.join(dir, entry.name);
      const file = path.join(folder, 'nl.json');
      const own = CATALOGUE_FILE.test(file) && !NOT_A_CATALOGUE.test(folder) && existsSync(file) ? [folder] : [];
      return [...own, ...catalogueFolders(folder)];
    });
}

/** Formats `id` of `messages` with react-intl, collecting what it reports instead of printing it. */
function format(messages: Record<string, unknown>, id: string, values?: Record<string, unknown>, locale = 'nl') {
  const errors: unknown[] = [];
  const intl = createIntl(
    { locale, defaultLocale: 'nl', messages: messages as Record<string, string>, onError: (error) => errors.push(error) },
    createIntlCache(),
  );
  const text = intl.formatMessage({ id }, values as Record<string, string>);
  return { text, errors };
}

describe('compileCatalogue', () => {
  const source = {
    plain: 'Alleen voor volwassenen',
    name: 'Hallo {name}!',
    plural: '{count, plural, one {# bericht} other {# berichten}}',
    select: '{gender, select, female {zij} male {hij} other {die}}',
    tag: 'Lees de <link>voorwaarden</link>',
    quoted: "Typ '{naam}' niet letterlijk",
    price: '{amount, number, ::currency/EUR}',
    empty: '',
  };

  it('formats every kind of message exactly as the string it was compiled from', () => {
    const compiled = compileCatalogue(source, 'nl');
    const values = { name: 'Eva', count: 3, gender: 'female', link: (chunks: string[]) => `[${chunks.join('')}]`, amount: 12.5 };
    for (const id of Object.keys(source)) {
      expect(format(compiled, id, values), id).toEqual(format(source, id, values));
    }
  });

  it('parses each ICU message into its AST and keeps plain text a string (the kit makes it a literal)', () => {
    const compiled = compileCatalogue(source, 'nl');
    expect(compiled.plain).toBe('Alleen voor volwassenen');
    for (const id of ['name', 'plural', 'select', 'tag', 'quoted', 'price']) expect(Array.isArray(compiled[id]), id).toBe(true);
  });

  it('keeps a string only where its AST would be the one literal, in every catalogue of the site', () => {
    const root = path.join(here, '..', '..', '..');
    const folders = readdirSync(root)
      .filter((app) => app === 'shell' || app === 'shared-kit' || app.startsWith('mfe-'))
      .flatMap((app) => catalogueFolders(path.join(root, app, 'src')));
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      const strings = JSON.parse(readFileSync(path.join(folder, 'nl.json'), 'utf8')) as Record<string, string>;
      for (const [id, message] of Object.entries(compileCatalogue(strings, 'nl'))) {
        if (typeof message === 'string' && message !== '') expect(parse(message), id).toEqual([{ type: 0, value: message }]);
      }
    }
  });

  it('uses the same test for plain text as the kit does at run time', () => {
    const plain = ['Verlaten', 'Ik ben 18+ & blij!', 'a # b'];
    const notPlain = ['Hallo {name}', 'Lees <b>dit</b>', "auto's", ''];
    for (const message of plain) expect(compileCatalogue({ message }, 'nl').message, message).toBe(message);
    for (const message of plain) expect(PLAIN_TEXT.test(message), message).toBe(true);
    for (const message of notPlain) expect(PLAIN_TEXT.test(message), message).toBe(false);
  });

  it('keeps an empty message empty, so react-intl still falls back to the default message', () => {
    const compiled = compileCatalogue({ empty: '' }, 'nl');
    expect(compiled.empty).toBe('');
    const intl = createIntl({ locale: 'nl', defaultLocale: 'nl', messages: compiled as Record<string, string> }, createIntlCache());
    expect(intl.formatMessage({ id: 'empty', defaultMessage: 'Standaard' })).toBe('Standaard');
  });

  it('fails on a message that does not parse, naming it', () => {
    expect(() => compileCatalogue({ 'kit.broken': 'Hallo {name' }, 'de')).toThrow(/"kit\.broken" \(de\)/);
  });

  it('fails on anything but a flat catalogue of strings', () => {
    expect(() => compileCatalogue({ terms: { title: 'Voorwaarden' } }, 'nl')).toThrow(/"terms" is not a string/);
    expect(() => compileCatalogue(['Hallo'], 'nl')).toThrow(TypeError);
    expect(() => compileCatalogue(null, 'nl')).toThrow(TypeError);
  });

  it('compiles every message of a real catalogue, each to what its string formats to', () => {
    const strings = JSON.parse(readFileSync(kitCatalogue('de'), 'utf8')) as Record<string, string>;
    const compiled = compileCatalogue(strings, 'de');
    expect(Object.keys(compiled)).toEqual(Object.keys(strings));
    // Only messages these values format without an error: a failing one falls back differently (the id, not the raw string).
    const values = { name: 'Eva', count: 2, max: 3, minutes: 5, amount: 10, credits: 4, date: 0 };
    const formatted = Object.keys(strings).filter((id) => format(strings, id, values, 'de').errors.length === 0);
    expect(formatted.length).toBeGreaterThan(Object.keys(strings).length / 2);
    for (const id of formatted) expect(format(compiled, id, values, 'de'), id).toEqual(format(strings, id, values, 'de'));
  });
});

describe('compiledCatalogueLoader', () => {
  it('answers the catalogue as JSON with the locale taken from the file name', () => {
    const file = kitCatalogue('nl');
    const out = compiledCatalogueLoader.call({ resourcePath: file }, readFileSync(file, 'utf8'));
    const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(JSON.parse(out)).toEqual(compileCatalogue(strings, 'nl'));
  });
});

describe('which catalogues are compiled', () => {
  it.each([
    ['shell/src/features/settings/i18n/nl.json', true],
    ['shell/src/features/profile/i18n/de.json', true],
    ['shared-kit/src/report/i18n/sv.json', true],
    ['shell/src/features/member-warning/i18n/nl.json', true],
    ['shell/src/i18n/nl.json', false],
    ['mfe-search/src/i18n/nl.json', false],
    ['shared-kit/src/i18n/kit-messages/nl.json', false],
    ['shell/src/features/top-bar/i18n/nl.json', false],
    ['shell/src/features/alerts/i18n/nl.json', false],
    ['mfe-likes/src/features/visitors/i18n/nl.json', false],
    ['shell/src/features/static-pages/i18n/nl.json', false],
  ])('%s: %s', (file, compiled) => {
    const excluded = (compiledCatalogueRule.exclude as RegExp[]).some((pattern) => pattern.test(`/site/${file}`));
    expect(CATALOGUE_FILE.test(file) && !excluded).toBe(compiled);
    expect(ENTRY_CATALOGUE.test(`/site/${file}`)).toBe(!compiled && !file.includes('static-pages'));
  });
});

describe('which files are catalogues', () => {
  it.each([
    ['shell/src/i18n/nl.json', true],
    ['shell/src/features/top-bar/i18n/de.json', true],
    ['shared-kit/src/i18n/kit-messages/sv.json', true],
    ['mfe-search/src/i18n/pl.json', true],
    ['shell/src/features/static-pages/i18n/nl.json', false],
    ['shell/public/manifest.json', false],
    ['mfe-search/src/i18n/messages.json', false],
  ])('%s: %s', (file, catalogue) => {
    expect(CATALOGUE_FILE.test(file) && !NOT_A_CATALOGUE.test(file)).toBe(catalogue);
  });
});
