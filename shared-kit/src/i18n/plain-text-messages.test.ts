import { createIntl, createIntlCache } from 'react-intl';
import { withPlainTextAsLiterals } from './plain-text-messages';

describe('withPlainTextAsLiterals', () => {
  it('turns plain text into its one literal and leaves ICU strings, ASTs and empty messages as they are', () => {
    const ast = [{ type: 1, value: 'name' }];
    expect(withPlainTextAsLiterals({ plain: 'Verlaten', icu: 'Hallo {name}', quoted: "auto's", ast, empty: '' })).toEqual({
      plain: [{ type: 0, value: 'Verlaten' }],
      icu: 'Hallo {name}',
      quoted: "auto's",
      ast,
      empty: '',
    });
  });

  it('formats to the same text as the strings did', () => {
    const strings = { plain: 'Alleen voor volwassenen', name: 'Hallo {name}', quoted: "Typ '{naam}' niet" };
    const intlOf = (messages: Record<string, unknown>) =>
      createIntl({ locale: 'nl', messages: messages as Record<string, string> }, createIntlCache());
    for (const id of Object.keys(strings)) {
      expect(intlOf(withPlainTextAsLiterals(strings)).formatMessage({ id }, { name: 'Eva' })).toBe(
        intlOf(strings).formatMessage({ id }, { name: 'Eva' }),
      );
    }
  });
});
