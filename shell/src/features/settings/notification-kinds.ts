import type { NotificationKind } from '@dating/shared-kit';

/** The 9 notification kinds, in the order the settings screen lists them. */
export const NOTIFICATION_KIND_IDS = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
  'visitors',
] as const satisfies readonly NotificationKind[];

// Fails to compile when the API adds a kind this list does not show.
type MissingKind = Exclude<NotificationKind, (typeof NOTIFICATION_KIND_IDS)[number]>;
export const everyKindListed: MissingKind extends never ? true : never = true;
