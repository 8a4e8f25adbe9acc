import { loadMessages, type Messages, type MessagesLoader } from '@dating/shared-kit';
import { loadAttributeMessages } from '@dating/shared-kit/vocabulary';

/** Only the active locale's catalogue is fetched (one chunk per locale). */
export const loadSearchMessages: MessagesLoader = (locale) => import(`./${locale}.json`);

/**
 * The profile page's texts: this app's catalogue and the kit's attribute labels, fetched side by side. Only
 * the profile shows attributes, so the search and the match finder never load the second.
 */
export const loadProfileMessages: MessagesLoader = async (locale) => {
  const [own, attributes] = await Promise.all([loadMessages(loadSearchMessages, locale), loadMessages(loadAttributeMessages, locale)]);
  return { ...own, ...attributes } as Messages;
};
