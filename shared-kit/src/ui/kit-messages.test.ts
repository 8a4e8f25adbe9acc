import { kitCatalogues } from '../test-utils/kit-catalogues';
import { formMessages } from '../forms/form-messages';
import { paymentsKitMessages } from '../payments/messages';
import { kitMessages } from './kit-messages';

// The form layer's validation texts and the countdown's share the kit catalogue.
const allKitMessages = { ...kitMessages, ...formMessages, ...paymentsKitMessages };

const nl = kitCatalogues.nl ?? {};
const sourceKeys = Object.keys(nl).sort();
// kit.apiError.<code> ids are looked up by the API's code; scripts/check-messages.ts checks them against the API.
const definedKeys = sourceKeys.filter((id) => !id.startsWith('kit.apiError.'));

describe('kit message catalogues', () => {
  it('covers all 11 site languages', () => {
    expect(Object.keys(kitCatalogues).sort()).toEqual(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']);
  });

  it.each(Object.entries(kitCatalogues))('%s has exactly the nl keys, all translated', (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(sourceKeys);
    for (const value of Object.values(catalogue)) expect(value.trim()).not.toBe('');
  });

  it('uses kit.-prefixed ids whose default messages are the nl source text', () => {
    for (const { id, defaultMessage } of Object.values(allKitMessages)) {
      expect(id.startsWith('kit.')).toBe(true);
      expect(nl[id]).toBe(defaultMessage);
    }
    expect(
      Object.values(allKitMessages)
        .map((m) => m.id)
        .sort(),
    ).toEqual(definedKeys);
  });
});
