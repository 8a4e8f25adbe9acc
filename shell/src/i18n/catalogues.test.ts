import { locales, loadMessages } from '@dating/shared-kit';
import { loadShellMessages } from './load-shell-messages';

describe('shell catalogues', () => {
  it('exist for all 11 locales with exactly the Dutch keys and no empty text', async () => {
    const nl = await loadMessages(loadShellMessages, 'nl');
    for (const locale of locales) {
      const catalogue = await loadMessages(loadShellMessages, locale);
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(nl).sort());
      expect(Object.values(catalogue).every((text) => text.trim().length > 0), locale).toBe(true);
    }
  });
});
