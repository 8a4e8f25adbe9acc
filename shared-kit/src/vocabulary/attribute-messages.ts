import type { IntlShape } from 'react-intl';
import { formatMessageById } from '@dating/shared-kit';
import type { MessagesLoader } from '@dating/shared-kit';
import type { ProfileAttributeName } from './profile-attributes';

/**
 * The one catalogue of the profile attributes' labels and their values' labels (ids `kit.attribute.<name>` and
 * `kit.attribute.<name>.<slug>`): the own profile's selects (shell), the sign-up chips (mfe-signup) and the
 * profile view (mfe-search). A subpath of its own (`@dating/shared-kit/attribute-messages`), loaded only with
 * the screens that show attributes, so no entry route carries it.
 */
export const loadAttributeMessages: MessagesLoader = (locale) => import(`./i18n/${locale}.json`);

/** The scope the attribute catalogue is provided under (AppMessagesProvider / withAppMessages). */
export const ATTRIBUTE_MESSAGES_SCOPE = 'kit-attributes';

const labelId = (name: ProfileAttributeName) => `kit.attribute.${name}`;
const valueId = (name: ProfileAttributeName, slug: string) => `kit.attribute.${name}.${slug}`;

/** An attribute's label; every name has one (the catalogue test checks each name in the vocabulary). */
export function attributeLabel(intl: IntlShape, name: ProfileAttributeName): string {
  return formatMessageById(intl, labelId(name));
}

/**
 * A value's label. A slug the catalogue does not know (a value the API added after this build) is shown as it
 * is rather than hidden; every value of the kit's vocabulary has a label (checked by the catalogue test).
 */
export function attributeValueLabel(intl: IntlShape, name: ProfileAttributeName, slug: string): string {
  const id = valueId(name, slug);
  return id in intl.messages ? formatMessageById(intl, id) : slug;
}
