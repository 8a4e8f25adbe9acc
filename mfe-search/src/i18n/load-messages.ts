import { withAttributeMessages } from '@dating/shared-kit';
import type { MessagesLoader } from '@dating/shared-kit';

/** Only the active locale's catalogue is fetched (one chunk per locale), with the kit's attribute labels (the profile view). */
export const loadSearchMessages: MessagesLoader = withAttributeMessages((locale) => import(`./${locale}.json`));
