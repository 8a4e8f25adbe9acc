/**
 * The kinds of mail a member can switch off, in the order the settings screen lists them. A plain list with
 * no imports, so the front end may take it as a value (the kit's vocabulary) without pulling in the contracts.
 */
export const NOTIFICATION_KINDS = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
  'visitors',
] as const;
