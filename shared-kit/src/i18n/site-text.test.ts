import { describe, expect, it } from 'vitest';
import { siteText } from './site-text';

describe('siteText', () => {
  it("shows the operator's wording in the site's own language", () => {
    expect(siteText('nl_NL', 'nl', 'Dating in Nederland', 'Online dating')).toBe('Dating in Nederland');
  });
  it('shows the translation in any other locale', () => {
    expect(siteText('nl_NL', 'de', 'Dating in Nederland', 'Online-Dating')).toBe('Online-Dating');
  });
  it('shows the translation when the operator wrote nothing or the language is unknown', () => {
    expect(siteText('nl_NL', 'nl', '', 'Online dating')).toBe('Online dating');
    expect(siteText(undefined, 'nl', 'Dating in Nederland', 'Online dating')).toBe('Online dating');
  });
});
