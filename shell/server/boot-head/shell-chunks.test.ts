// @vitest-environment node
import { pageLocale } from './shell-chunks';

describe('pageLocale', () => {
  it("is the locale the shell starts in: the cookie, else the site's language, else Dutch", () => {
    expect(pageLocale('a=1; locale=de', 'nl_NL')).toBe('de');
    expect(pageLocale('', 'sv_SE')).toBe('sv');
    expect(pageLocale('', 'no')).toBe('nb');
    expect(pageLocale('locale=xx', 'pt_PT')).toBe('nl');
  });

  it('guesses nothing without settings, unless the visitor chose a locale', () => {
    expect(pageLocale('', undefined)).toBeUndefined();
    expect(pageLocale('locale=en', undefined)).toBe('en');
    expect(pageLocale('locale=xx', undefined)).toBeUndefined();
  });
});
