import type { MessageDescriptor } from 'react-intl';
import { createIntl } from 'react-intl';
import { formatMessageById, locales, loadMessages } from '@dating/shared-kit';
import type { MessagesLoader } from '@dating/shared-kit';

interface CatalogueChecks {
  /** What the describe block is called. */
  title: string;
  load: MessagesLoader;
  /** Every descriptor of the code these catalogues translate. */
  descriptors: readonly MessageDescriptor[];
  /** Values each message is formatted with (one call per set), so a broken ICU message fails. */
  valueSets: readonly Record<string, string | number>[];
  /** How many texts a translation may leave in Dutch, counting only texts for which `counts` holds. */
  dutchCopies: { max: number; counts: (dutch: string) => boolean };
}

/** The placeholders of an ICU message, e.g. ['count', 'name']. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]))].sort();

/**
 * The checks every catalogue folder of this app passes: the Dutch texts are the code's, and the 11 locales
 * hold the Dutch keys, real translations and the same placeholders, each formatting without an error.
 */
export function describeCatalogues({ title, load, descriptors, valueSets, dutchCopies }: CatalogueChecks): void {
  describe(title, () => {
    it('hold the Dutch source texts of the code for every message id', async () => {
      const nl = await loadMessages(load, 'nl');
      expect(Object.keys(nl).sort()).toEqual(descriptors.map((descriptor) => String(descriptor.id)).sort());
      for (const descriptor of descriptors) expect(nl[String(descriptor.id)], String(descriptor.id)).toBe(descriptor.defaultMessage);
    });

    it('exist for all 11 locales with the Dutch keys, real translations and the same placeholders', async () => {
      const nl = await loadMessages(load, 'nl');
      for (const locale of locales) {
        const catalogue = await loadMessages(load, locale);
        expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(nl).sort());
        const errors: unknown[] = [];
        const intl = createIntl({ locale, messages: catalogue, onError: (error) => errors.push(error) });
        for (const [id, text] of Object.entries(catalogue)) {
          expect(text.trim().length, `${locale} ${id}`).toBeGreaterThan(0);
          expect(placeholders(text), `${locale} ${id}`).toEqual(placeholders(nl[id] ?? ''));
          for (const values of valueSets) formatMessageById(intl, id, values);
        }
        expect(errors, locale).toEqual([]);
        if (locale !== 'nl') {
          const same = Object.keys(nl).filter((id) => catalogue[id] === nl[id] && dutchCopies.counts(nl[id] ?? ''));
          expect(same.length, `${locale} copies Dutch: ${same.join(', ')}`).toBeLessThanOrEqual(dutchCopies.max);
        }
      }
    });
  });
}
