import { createIntl } from 'react-intl';
import { locales, loadMessages } from '@dating/shared-kit';
import { visitorsMessages } from '../messages';
import { loadVisitorsMessages } from './load-visitors-messages';

const descriptors = Object.values(visitorsMessages);

/** The placeholders of an ICU message, e.g. ['count', 'days']. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]))].sort();

describe('the visitors catalogues', () => {
  it('hold the Dutch source texts of the code for every message id', async () => {
    const nl = await loadMessages(loadVisitorsMessages, 'nl');
    expect(Object.keys(nl).sort()).toEqual(descriptors.map((descriptor) => descriptor.id).sort());
    for (const descriptor of descriptors) expect(nl[descriptor.id], descriptor.id).toBe(descriptor.defaultMessage);
  });

  it('exist for all 11 locales with the Dutch keys, real translations and the same placeholders', async () => {
    const nl = await loadMessages(loadVisitorsMessages, 'nl');
    for (const locale of locales) {
      const catalogue = await loadMessages(loadVisitorsMessages, locale);
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(nl).sort());
      const errors: unknown[] = [];
      const intl = createIntl({ locale, messages: catalogue, onError: (error) => errors.push(error) });
      for (const [id, text] of Object.entries(catalogue)) {
        expect(text.trim().length, `${locale} ${id}`).toBeGreaterThan(0);
        expect(placeholders(text), `${locale} ${id}`).toEqual(placeholders(nl[id] ?? ''));
        for (const count of [1, 2, 5, 22]) intl.formatMessage({ id }, { count, days: 30, date: '1 mei' });
        if (locale !== 'nl') expect(text, `${locale} ${id} copies Dutch`).not.toBe(nl[id]);
      }
      expect(errors, locale).toEqual([]);
    }
  });
});
