import { Type, type Static } from 'typebox';
import { Line } from './common.ts';
import { NotificationKind } from './user.ts';
import { NOTIFICATION_KINDS } from './vocabulary/notification-kinds.ts';

/**
 * Notification settings (GET/PUT /api/notifications.php), the mail provider's webhook (POST /api/mail-events.php)
 * and one-click unsubscribe (GET|POST /api/unsubscribe.php). The notification kinds; "Email
 * notifications can be disabled by spam complaint (fbl), bounce or list-unsubscribe".
 */

export const EMAIL_BLOCK_REASONS = ['complaint', 'bounce', 'unsubscribe'] as const;
export const EmailBlockReason = Type.Enum(EMAIL_BLOCK_REASONS);
export type EmailBlockReason = Static<typeof EmailBlockReason>;

export const NotificationSettings = Type.Object({
  /** Kinds the member turned off (push and mail alike). */
  notifications_disabled: Type.Array(NotificationKind),
  /** Invisible members never appear in search or listings. */
  invisible: Type.Boolean(),
  /** Why no mail is sent to this member at all, null when mail is allowed. */
  email_blocked: Type.Union([EmailBlockReason, Type.Null()]),
  /** At least one push subscription is stored for this member. */
  push_subscribed: Type.Boolean(),
});
export type NotificationSettings = Static<typeof NotificationSettings>;

/** PUT body: only the sent fields change. email_enabled_again lifts any email block (the member asks for it). */
export const NotificationSettingsUpdate = Type.Object(
  {
    notifications_disabled: Type.Optional(Type.Array(NotificationKind, { maxItems: NOTIFICATION_KINDS.length, uniqueItems: true })),
    invisible: Type.Optional(Type.Boolean()),
    email_enabled_again: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);
export type NotificationSettingsUpdate = Static<typeof NotificationSettingsUpdate>;

/** Body of the provider webhook; authenticated by the X-Mail-Events-Secret header. */
export const MailEvent = Type.Object({
  type: Type.Union([Type.Literal('complaint'), Type.Literal('bounce')]),
  email: Line({ minLength: 3, maxLength: 254 }),
});
export type MailEvent = Static<typeof MailEvent>;

/** Same answer whether or not the address belongs to a member: the webhook must not reveal who has an account. */
export const MailEventResponse = Type.Object({ ok: Type.Literal(true) });
export type MailEventResponse = Static<typeof MailEventResponse>;

export const UnsubscribeQuery = Type.Object({ token: Line({ minLength: 1, maxLength: 200 }) });
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;

export const UnsubscribeResponse = Type.Object({ unsubscribed: Type.Literal(true) });
export type UnsubscribeResponse = Static<typeof UnsubscribeResponse>;
