import { createIntl } from 'react-intl';
import { locales, loadMessages } from '@dating/shared-kit';
import { loadStaticPageMessages } from './load-static-page-messages';
import { pageSections } from './page-sections';
import { staticPageNames } from './static-page-names';

/** The ICU arguments and tags a message uses: translations must keep exactly these. */
function placeholders(message: string): string[] {
  const args = [...message.matchAll(/\{\s*(\w+)/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<(\w+)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...args, ...tags])].sort();
}

const values = {
  site: 'Datingsite',
  company: 'Datingsite B.V.',
  address: 'Keizersgracht 123',
  city: 'Amsterdam',
  kvk: '12345678',
  support_email: 'support@example.com',
  support_phone: '+31201234567',
  refund_period: '14',
  count: 14,
  date: '1-1-2024',
  email: (chunks: string[]) => chunks.join(''),
  phone: (chunks: string[]) => chunks.join(''),
};

describe('static page catalogues', () => {
  it('exist for all 11 locales with exactly the Dutch ids, arguments and tags', async () => {
    const nl = await loadMessages(loadStaticPageMessages, 'nl');
    for (const locale of locales) {
      const catalogue = await loadMessages(loadStaticPageMessages, locale);
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(nl).sort());
      for (const [id, text] of Object.entries(catalogue)) {
        expect(text.trim().length, `${locale} ${id}`).toBeGreaterThan(0);
        expect(placeholders(text), `${locale} ${id}`).toEqual(placeholders(nl[id] ?? ''));
      }
    }
  });

  it('are real translations, not copies of the Dutch text', async () => {
    const nl = await loadMessages(loadStaticPageMessages, 'nl');
    for (const locale of locales.filter((candidate) => candidate !== 'nl')) {
      const catalogue = await loadMessages(loadStaticPageMessages, locale);
      const copied = Object.keys(nl).filter((id) => catalogue[id] === nl[id]);
      // A few texts are the same word in many languages ("Cookies", "E-mail"); whole paragraphs never are.
      expect(copied.length / Object.keys(nl).length, `${locale}: ${copied.join(', ')}`).toBeLessThan(0.05);
    }
  });

  it('format without ICU errors in every locale, and every page has a title, an intro and sections', async () => {
    for (const locale of locales) {
      const messages = await loadMessages(loadStaticPageMessages, locale);
      const errors: unknown[] = [];
      const intl = createIntl({ locale, messages, onError: (error) => errors.push(error) });
      for (const id of Object.keys(messages)) intl.formatMessage({ id }, values);
      expect(errors, locale).toEqual([]);
      for (const page of staticPageNames) {
        expect(messages[`shell.pages.${page}.title`], `${locale} ${page}`).toBeTruthy();
        expect(messages[`shell.pages.${page}.intro`], `${locale} ${page}`).toBeTruthy();
        expect(pageSections(messages, page).length, `${locale} ${page}`).toBeGreaterThan(2);
      }
    }
  });
});
