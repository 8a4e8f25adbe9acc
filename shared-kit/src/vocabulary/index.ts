// The vocabularies several apps share (README.md): the profile attributes, their values and their label ids.
export { profileAttributeValues, profileAttributeNames, optionalProfileAttributeNames } from './profile-attributes';
export type { ProfileAttributeName } from './profile-attributes';
export { attributeLabel, attributeValueLabel } from './attribute-messages';
// The mail kinds a member can switch off, in the settings screen's order (the API's one list).
export { NOTIFICATION_KINDS as notificationKinds } from '@dating/api/contracts/vocabulary/notification-kinds';
