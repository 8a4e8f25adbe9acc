import { loadMessages } from './locales';
import type { Messages, MessagesLoader } from './locales';

/**
 * The labels of the profile attributes and their values (ids `kit.attr.*`, one chunk per locale): one
 * catalogue for the own profile, sign-up and the profile view. The ids are made by attributeLabel and
 * attributeValueLabel (`@dating/shared-kit/vocabulary`).
 */
export const loadAttributeMessages: MessagesLoader = (locale) => import(`./attribute-messages/${locale}.json`);

/**
 * An app's catalogue loader with the attribute labels merged in, for the catalogues of screens that show
 * attributes: the labels load with those screens only, never with a page that shows none.
 */
export function withAttributeMessages(loader: MessagesLoader): MessagesLoader {
  return async (locale) => {
    const [labels, own] = await Promise.all([loadMessages(loadAttributeMessages, locale), loadMessages(loader, locale)]);
    return { ...labels, ...own } satisfies Messages;
  };
}
