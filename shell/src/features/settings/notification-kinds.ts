import { notificationKinds } from '@dating/shared-kit/vocabulary';

/** The 8 notification kinds, in the order the settings screen lists them (the API's one list, through the kit). */
export const NOTIFICATION_KIND_IDS = notificationKinds;
