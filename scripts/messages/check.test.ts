import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errorCodesInSource } from './api-error-codes';
import { checkCatalogueSet, checkErrorCodes, checkExtracted, checkStaleErrorCodes } from './check';
import { icuArguments } from './icu-arguments';

const locales = ['nl', 'en'];

describe('icuArguments', () => {
  it('finds plain, plural, nested and tag arguments', () => {
    assert.deepEqual(icuArguments('Hoi {name}, {count, plural, one {# like van {who}} other {# likes}} <b>nu</b>'), [
      '<b>',
      'count',
      'name',
      'who',
    ]);
    assert.deepEqual(icuArguments('Geen argumenten'), []);
  });
});

describe('checkCatalogueSet', () => {
  it('accepts a locale with the Dutch ids and arguments, worded its own way', () => {
    const set = { dir: 'app/i18n', byLocale: { nl: { a: 'Nog {n} over' }, en: { a: '{n, plural, one {# left} other {# left}}' } } };
    assert.deepEqual(checkCatalogueSet(set, locales), []);
  });

  it('reports a missing id, an id Dutch does not have, a missing locale and an empty text', () => {
    const set = { dir: 'app/i18n', byLocale: { nl: { a: 'A', b: 'B' }, en: { a: ' ', c: 'C' } } };
    assert.deepEqual(checkCatalogueSet(set, [...locales, 'de']), [
      'app/i18n/en.json: misses b',
      'app/i18n/en.json: a is empty',
      'app/i18n/en.json: c is not in nl.json',
      'app/i18n: de.json is missing',
    ]);
  });

  it('reports an ICU argument that differs from Dutch and a text that is not valid ICU', () => {
    const set = { dir: 'app/i18n', byLocale: { nl: { a: 'Hoi {name}', b: 'ok' }, en: { a: 'Hi {naam}', b: 'broken {' } } };
    const problems = checkCatalogueSet(set, locales);
    assert.equal(problems[0], 'app/i18n/en.json: a uses {naam} where nl uses {name}');
    assert.match(problems[1] ?? '', /^app\/i18n\/en\.json: b is not valid ICU/);
  });
});

describe('checkExtracted', () => {
  it('reports an id the source uses that no Dutch catalogue has, and a default text that is not the Dutch one', () => {
    const extracted = [
      { id: 'x.ok', file: 'x/src/a.ts' },
      { id: 'x.missing', file: 'x/src/b.ts' },
      { id: 'x.default', file: 'x/src/c.ts', defaultMessage: 'Oud' },
    ];
    assert.deepEqual(checkExtracted('x', extracted, { 'x.ok': 'Goed', 'x.default': 'Nieuw' }), [
      'x/src/b.ts: x.missing is used but no x nl catalogue has it',
      'x/src/c.ts: x.default defaultMessage differs from the nl catalogue',
    ]);
  });
});

describe('API error codes', () => {
  it('reads codes from error bodies, AppError calls and message tables whose texts hold placeholders', () => {
    const source = `
      const BAD = { error: 'unauthorized', message: 'x' };
      throw new AppError(429, 'swipe_limit', 'Max {limit}');
      export const ACCOUNT_ERROR_MESSAGES = {
        invalid_name: 'Tussen {min_length} en {max_length} tekens.',
        account_deleted: 'Verwijderd.',
      } as const;
      const rule = { code: 'too_young', path: 'body/date_of_birth' };
    `;
    assert.deepEqual(errorCodesInSource(source), ['account_deleted', 'invalid_name', 'swipe_limit', 'too_young', 'unauthorized']);
  });

  it('fails for a new API code without a text, and for a text whose code the API dropped', () => {
    const dutch = { 'kit.apiError.not_found': 'Niet gevonden', 'kit.apiError.gone_code': 'Weg' };
    assert.deepEqual(checkErrorCodes(['not_found', 'new_code'], 'kit.apiError.', dutch), [
      'the API can answer "new_code" but kit.apiError.new_code has no text',
    ]);
    assert.deepEqual(checkStaleErrorCodes(['not_found'], 'kit.apiError.', dutch), [
      'kit.apiError.gone_code: the API no longer answers this code',
    ]);
  });
});
