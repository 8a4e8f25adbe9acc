import { initialLocale, readLocaleCookie } from './locale';

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
