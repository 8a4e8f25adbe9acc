import { defaultLocale, type MessagesLoader } from '@dating/shared-kit';

/**
 * Only the active locale's catalogue is fetched (one chunk per locale). Dutch is the source: every text's
 * `defaultMessage` in the code is its nl.json text (dutch-source.test.ts), and react-intl shows the default
 * without complaint for the default locale, so a Dutch visitor's lander fetches no catalogue at all.
 */
export const loadLandersMessages: MessagesLoader = (locale) =>
  locale === defaultLocale ? Promise.resolve({}) : import(/* webpackExclude: /nl\.json$/ */ `./${locale}.json`);
