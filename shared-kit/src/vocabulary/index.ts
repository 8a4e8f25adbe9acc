// `@dating/shared-kit/vocabulary`: the attribute values and their labels in one shared module, loaded with the
// pages that show attributes; the labels' catalogue itself is fetched only when such a page asks for it.
export { profileAttributeNames, profileAttributeValues } from './profile-attributes';
export type { ProfileAttributeName } from './profile-attributes';
export { ATTRIBUTE_MESSAGES_SCOPE, attributeLabel, attributeValueLabel, loadAttributeMessages } from './attribute-messages';
// The kinds of mail a member can switch off, in the order the settings screen lists them (the API's own list).
export { NOTIFICATION_KINDS as notificationKinds } from '@dating/api/contracts/vocabulary/notification-kinds';
