import { Type, type Static } from 'typebox';
import { CountryCode } from './common.ts';
import { NOTIFICATION_KINDS } from './vocabulary/notification-kinds.ts';

export { NOTIFICATION_KINDS };
export const NotificationKind = Type.Enum(NOTIFICATION_KINDS);
export type NotificationKind = Static<typeof NotificationKind>;

export const PhotoStatus = Type.Union([Type.Literal('inspection'), Type.Literal('active'), Type.Literal('rejected')]);
export type PhotoStatus = Static<typeof PhotoStatus>;

/** File names are relative to settings.cdn_prefix. Only status 'active' may be shown to others. */
export const MainImage = Type.Object({
  filename: Type.String(),
  thumb_filename: Type.String(),
  status: PhotoStatus,
});
export type MainImage = Static<typeof MainImage>;

export const MemberStatus = Type.Union([
  Type.Literal('not_confirmed'),
  Type.Literal('active'),
  Type.Literal('disabled'),
  Type.Literal('deletion_requested'),
  Type.Literal('deleted'),
]);
export type MemberStatus = Static<typeof MemberStatus>;

export const UserProfile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  country: CountryCode,
  status: MemberStatus,
  main_image: Type.Union([MainImage, Type.Null()]),
});

/** The logged-in member as the shell sees it. */
export const User = Type.Object({
  id: Type.Integer(),
  status: MemberStatus,
  /** The login address; null only for anonymised (purged) accounts, which never log in. */
  email: Type.Union([Type.String(), Type.Null()]),
  /** False until the activation link was opened (status not_confirmed): the other member cannot reply. */
  email_confirmed: Type.Boolean(),
  /** Below zero after a refund or chargeback of credits already spent: it pays for nothing until topped up. */
  credits: Type.Integer(),
  paid_user: Type.Boolean(),
  signup_date: Type.String({ format: 'date-time' }),
  notifications_disabled: Type.Array(NotificationKind),
  fictional_icon: Type.String(),
  language: Type.String(),
  /** Present (true) only for the site's moderators: the shell then offers the moderation console. */
  moderator: Type.Optional(Type.Boolean()),
  /** Present only while the member's boost runs: when it ends (the top bar counts down to it). */
  boost_until: Type.Optional(Type.String({ format: 'date-time' })),
  profile: UserProfile,
});
export type User = Static<typeof User>;

export const UserResponse = Type.Object({ user: Type.Union([User, Type.Null()]) });
export type UserResponse = Static<typeof UserResponse>;

/** Every call from the front end carries X-Request-Type: client; other values are tolerated. */
export const ClientHeaders = Type.Object({ 'x-request-type': Type.Optional(Type.String({ maxLength: 32 })) });
