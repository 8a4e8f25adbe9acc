import { createIntl } from 'react-intl';
import { kitCatalogues } from '../test-utils/kit-catalogues';
import { kitApiErrorText } from './api-error-text';

describe('kitApiErrorText', () => {
  it("translates an API code the screen has no text for, in the member's language", () => {
    const en = createIntl({ locale: 'en', messages: kitCatalogues.en ?? {} });
    const nl = createIntl({ locale: 'nl', messages: kitCatalogues.nl ?? {} });
    expect(kitApiErrorText(en, 'account_deleted')).toBe(
      'The account with this email address has been deleted. Reactivate it with the link in your email.',
    );
    expect(kitApiErrorText(nl, 'csrf_rejected')).toBe('Verzoek geweigerd: het kwam niet van deze site.');
  });

  it('answers undefined for a code it does not know', () => {
    const nl = createIntl({ locale: 'nl', messages: kitCatalogues.nl ?? {} });
    expect(kitApiErrorText(nl, 'no_such_code')).toBeUndefined();
  });
});
