import { createIntl } from 'react-intl';
import { locales, loadMessages } from '@dating/shared-kit';
import { loadLikesMessages } from './load-messages';
import { sharedMessages } from '../shared/messages';
import { likesMessages, likesTitleMessages, pageMessages } from '../features/likes/messages';
import { swipeMessages } from '../features/swipe-game/messages';
import { newLikeMessages } from '../features/new-like/messages';

const descriptors = [sharedMessages, likesMessages, likesTitleMessages, pageMessages, swipeMessages, newLikeMessages].flatMap((group) =>
  Object.values(group),
);

/** The placeholders of an ICU message, e.g. ['count', 'name']. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]))].sort();

describe('mfe-likes catalogues', () => {
  it('hold the Dutch source texts of the code for every message id', async () => {
    const nl = await loadMessages(loadLikesMessages, 'nl');
    expect(Object.keys(nl).sort()).toEqual(descriptors.map((descriptor) => descriptor.id).sort());
    for (const descriptor of descriptors) expect(nl[descriptor.id], descriptor.id).toBe(descriptor.defaultMessage);
  });

  it('exist for all 11 locales with the Dutch keys, real translations and the same placeholders', async () => {
    const nl = await loadMessages(loadLikesMessages, 'nl');
    for (const locale of locales) {
      const catalogue = await loadMessages(loadLikesMessages, locale);
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(nl).sort());
      const errors: unknown[] = [];
      const intl = createIntl({ locale, messages: catalogue, onError: (error) => errors.push(error) });
      for (const [id, text] of Object.entries(catalogue)) {
        expect(text.trim().length, `${locale} ${id}`).toBeGreaterThan(0);
        expect(placeholders(text), `${locale} ${id}`).toEqual(placeholders(nl[id] ?? ''));
        intl.formatMessage({ id }, { count: 2, name: 'A', age: 30, limit: 4, resetsAt: 'x', credits: 10 });
      }
      expect(errors, locale).toEqual([]);
      if (locale !== 'nl') {
        const same = Object.keys(nl).filter((id) => catalogue[id] === nl[id] && !/^[{A-Z]?[a-z]*( \(\{count\}\))?$/.test(nl[id] ?? ''));
        expect(same.length, `${locale} copies Dutch: ${same.join(', ')}`).toBeLessThan(3);
      }
    }
  });
});
