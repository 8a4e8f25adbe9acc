import { initialLocale, isLocale, loadMessages, localeFromTag, locales, readLocaleCookie } from './locales';

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

describe('locale choice', () => {
  it('prefers the locale cookie', () => {
    expect(initialLocale('a=1; locale=de', 'nl_NL')).toBe('de');
  });

  it('uses the first two letters of domain_language without a cookie', () => {
    expect(initialLocale('', 'sv_SE')).toBe('sv');
  });

  it('falls back to Dutch for unsupported languages', () => {
    expect(initialLocale('locale=xx', 'pt_PT')).toBe('nl');
    expect(readLocaleCookie('locale=xx')).toBeUndefined();
  });
});
