import { Type, type Static } from 'typebox';
import { Line, Locale, Text } from './common.ts';
import { User } from './user.ts';

/** The numbers the account rules run on. */
export const ACCOUNT_LIMITS = {
  minAge: 18,
  passwordMinLength: 6,
  passwordMaxLength: 200,
  nameMinLength: 2,
  nameMaxLength: 40,
  signupMessageMaxLength: 2000,
  /** Failed logins within lockWindowMinutes that lock an address for lockMinutes. */
  maxFailedLogins: 5,
  lockWindowMinutes: 15,
  lockMinutes: 15,
  /** Password-reset mails per account within 24 hours. */
  resetMailsPerDay: 3,
  resetLinkHours: 2,
  activationLinkDays: 30,
  mailChangeLinkHours: 24,
  /** Deletion can be undone for 14 days. */
  reactivationDays: 14,
  sessionDays: 30,
  localeCookieDays: 365,
} as const;

/**
 * Error codes of the account routes and their Dutch source texts (where the spec shows no
 * wording, ours). Front ends translate by code and fall back to the message. Placeholders: {min_age},
 * {minutes}, {min_length}, {max_length}, filled from the error's params.
 */
export const ACCOUNT_ERROR_MESSAGES = {
  name_equals_email: 'Je profielnaam moet anders zijn dan je e-mailadres',
  name_starts_with_at: 'Je profielnaam mag niet beginnen met een @',
  invalid_name: 'Je profielnaam moet {min_length} tot {max_length} tekens lang zijn.',
  invalid_birthdate: 'Ongeldige geboortedatum.',
  too_young: 'Je moet minimaal {min_age}+ zijn om je aan te melden.',
  invalid_email: 'Ongeldige e-mail',
  passwords_differ: 'De opgegeven wachtwoorden zijn niet gelijk.',
  weak_password: 'Je wachtwoord moet minimaal {min_length} tekens lang zijn.',
  account_exists: 'Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.',
  account_deleted: 'Het account met dit e-mailadres is verwijderd. Heractiveer het via de link in je e-mail.',
  account_disabled: 'Dit account is geblokkeerd.',
  signups_closed: 'Aanmelden is op deze site nu niet mogelijk.',
  invalid_invite: 'Deze uitnodigingscode is ongeldig of al gebruikt.',
  login_failed: 'Login mislukt, probeer opnieuw',
  account_locked: 'Te veel foute pogingen, account voor {minutes} min geblokkeerd.',
  wrong_password: 'Het wachtwoord klopt niet.',
  activation_failed: 'Activeren mislukt',
  already_active: 'Je account is al geactiveerd.',
  activation_limit: 'Te veel activatiemails verstuurd, probeer het morgen nog eens.',
  email_not_found: 'E-mailadres niet gevonden',
  reset_limit: 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
  reset_link_invalid: 'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  invalid_new_email: 'Nieuw e-mailadres invalide.',
  email_taken: 'Dit e-mailadres heeft al een account op deze site.',
  mail_change_link_invalid: 'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  csrf_rejected: 'Verzoek geweigerd: het kwam niet van deze site.',
  too_many_requests: 'Te veel verzoeken, probeer het over een minuut opnieuw.',
  push_endpoint_refused: 'Meldingen kunnen niet naar dit adres worden gestuurd.',
  authentication_required: 'Log in om verder te gaan.',
} as const;
export type AccountErrorCode = keyof typeof ACCOUNT_ERROR_MESSAGES;

const Email = Line({ maxLength: 254 });
const Password = Text({ maxLength: ACCOUNT_LIMITS.passwordMaxLength });
const TrackingValue = Line({ maxLength: 200 });

/** Tracking query parameters kept with a signup; unknown keys are dropped. */
export const TRACKING_KEYS = [
  'network',
  'ref',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'clickid',
  'fbclid',
  'msclkid',
] as const;
export const Tracking = Type.Object({
  network: Type.Optional(TrackingValue),
  ref: Type.Optional(TrackingValue),
  sub1: Type.Optional(TrackingValue),
  sub2: Type.Optional(TrackingValue),
  sub3: Type.Optional(TrackingValue),
  sub4: Type.Optional(TrackingValue),
  sub5: Type.Optional(TrackingValue),
  utm_source: Type.Optional(TrackingValue),
  utm_medium: Type.Optional(TrackingValue),
  utm_campaign: Type.Optional(TrackingValue),
  utm_term: Type.Optional(TrackingValue),
  utm_content: Type.Optional(TrackingValue),
  gclid: Type.Optional(TrackingValue),
  clickid: Type.Optional(TrackingValue),
  fbclid: Type.Optional(TrackingValue),
  msclkid: Type.Optional(TrackingValue),
});
export type Tracking = Static<typeof Tracking>;

export const LookingFor = Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('both')]);

/**
 * POST /api/signup.php. Field rules (name, email, birth date, password) are checked by the service so each
 * answers 422 with its own code; the schema only bounds sizes and types.
 */
export const SignupBody = Type.Object({
  email: Email,
  /** Control and invisible characters are stripped by the name rule (lib/member-name.ts), not refused. */
  name: Text({ maxLength: 200 }),
  password: Password,
  password_confirm: Password,
  /** YYYY-MM-DD. */
  date_of_birth: Line({ maxLength: 32 }),
  signup_message: Type.Optional(Text({ maxLength: ACCOUNT_LIMITS.signupMessageMaxLength })),
  language: Type.Optional(Locale),
  gender: Type.Optional(Type.Union([Type.Literal('male'), Type.Literal('female')])),
  looking_for: Type.Optional(LookingFor),
  tracking: Type.Optional(Tracking),
  /** Required when the site is invite-only. */
  invite_code: Type.Optional(Line({ maxLength: 64 })),
});
export type SignupBody = Static<typeof SignupBody>;

export const LoginBody = Type.Object({ email: Email, password: Password });
export type LoginBody = Static<typeof LoginBody>;

/** 9999-12-31T23:59:59.999Z. */
export const PUSH_EXPIRATION_MAX_MS = 253_402_300_799_999;

/** The browser's PushSubscription.toJSON(). */
export const PushSubscriptionBody = Type.Object({
  subscription: Type.Object({
    endpoint: Type.String({ pattern: '^https://[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]*$', maxLength: 2000 }),
    /** Epoch milliseconds; bounded to year 9999 so it is a date PostgreSQL and JavaScript both hold. */
    expirationTime: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: PUSH_EXPIRATION_MAX_MS }), Type.Null()])),
    keys: Type.Object({
      p256dh: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_=-]+$' }),
      auth: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_=-]+$' }),
    }),
  }),
});
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

/** POST /api/user.php: a login, or with ?push=1 a push subscription. */
export const UserPostBody = Type.Union([LoginBody, PushSubscriptionBody]);
export const UserPostQuery = Type.Object({ push: Type.Optional(Type.Literal('1')) });
export const SubscribedResponse = Type.Object({ subscribed: Type.Literal(true) });
export type SubscribedResponse = Static<typeof SubscribedResponse>;

export const LanguageBody = Type.Object({ language: Locale });
export type LanguageBody = Static<typeof LanguageBody>;

export const DELETE_REASONS = ['found_partner', 'not_enough_matches', 'too_expensive', 'privacy', 'taking_a_break', 'other'] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];
export const DeleteAccountBody = Type.Object({
  reason: Type.Enum(DELETE_REASONS),
  comment: Type.Optional(Text({ maxLength: 2000 })),
  password: Password,
});
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;
export const DeleteAccountResponse = Type.Object({
  status: Type.Literal('deletion_requested'),
  /** Until then the mailed reactivation link works; afterwards the account is purged. */
  reactivate_until: Type.String({ format: 'date-time' }),
});
export type DeleteAccountResponse = Static<typeof DeleteAccountResponse>;

/** A token from a mailed link: 43 base64url characters (32 random bytes). */
export const LinkToken = Line({ minLength: 1, maxLength: 200 });
export const TokenQuery = Type.Object({ token: Type.Optional(LinkToken) });
export type TokenQuery = Static<typeof TokenQuery>;

export const SentResponse = Type.Object({ sent: Type.Literal(true) });
export type SentResponse = Static<typeof SentResponse>;

export const ResetRequestBody = Type.Object({ email: Email });
export type ResetRequestBody = Static<typeof ResetRequestBody>;
export const ResetPasswordBody = Type.Object({ token: LinkToken, password: Password, password_confirm: Password });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const MailChangeBody = Type.Object({ email: Email, password: Password });
export type MailChangeBody = Static<typeof MailChangeBody>;
export const MailChangeConfirmBody = Type.Object({ token: LinkToken });
export type MailChangeConfirmBody = Static<typeof MailChangeConfirmBody>;

/** Success of signup, login, reset and mail change: the member as user.php shows it. */
export const AccountUserResponse = Type.Object({ user: User });
export type AccountUserResponse = Static<typeof AccountUserResponse>;
