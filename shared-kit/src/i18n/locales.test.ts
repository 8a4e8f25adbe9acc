import { isLocale, loadMessages, localeFromTag, locales } from './locales';

describe('locales', () => {
  it('has the 11 interface languages of the spec', () => {
    expect([...locales].sort()).toEqual(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']);
  });

  it('reads a locale from tags and domain languages', () => {
    expect(localeFromTag('nl_NL')).toBe('nl');
    expect(localeFromTag('de-AT')).toBe('de');
    expect(localeFromTag('no')).toBe('nb');
    expect(localeFromTag('pt-BR')).toBeUndefined();
    expect(localeFromTag(undefined)).toBeUndefined();
    expect(isLocale('xx')).toBe(false);
  });

  it('accepts catalogues as modules or as plain objects', async () => {
    await expect(loadMessages(async () => ({ default: { a: 'A' } }), 'nl')).resolves.toEqual({ a: 'A' });
    await expect(loadMessages(async () => ({ b: 'B' }), 'nl')).resolves.toEqual({ b: 'B' });
  });
});
