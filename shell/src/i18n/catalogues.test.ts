import { locales, loadMessages } from '@dating/shared-kit';
import { loadAllShellMessages } from './load-shell-messages';

describe('shell catalogues', () => {
  it('exist for all 11 locales with exactly the Dutch keys and no empty text', async () => {
    const nl = await loadMessages(loadAllShellMessages, 'nl');
    for (const locale of locales) {
      const catalogue = await loadMessages(loadAllShellMessages, locale);
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(nl).sort());
      expect(
        Object.values(catalogue).every((text) => text.trim().length > 0),
        locale,
      ).toBe(true);
    }
  });
});
