import { Type, type Static } from 'typebox';
import { CountryCode, Locale } from './common.ts';
import { Interest } from './interests.ts';

export const NICHES = { general: 1, she: 2, bdsm: 3, bbw: 4, gilf: 5, milf: 6, gay: 7 } as const;
export const Niche = Type.Integer({ minimum: 1, maximum: 7, description: '1 general, 2 she, 3 bdsm, 4 bbw, 5 gilf, 6 milf, 7 gay' });

export const SignupPolicy = Type.Union([Type.Literal('all'), Type.Literal('with_trafficsource'), Type.Literal('invite_only')]);
export type SignupPolicy = Static<typeof SignupPolicy>;

export const MessageCost = Type.Object({
  /** Price of the cheapest message in minor units (cents), for "messages from 0,99". */
  costs: Type.Integer({ minimum: 0 }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
});

export const RegionSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
});

/** Query of settings.php: the forced domain plus whatever page query the shell passes along. */
export const SettingsQuery = Type.Object(
  { domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.:-]+$' })) },
  { additionalProperties: true },
);
export type SettingsQuery = Static<typeof SettingsQuery>;

export const DEFAULT_SUPER_LIKE_CREDITS = 10;
export const DEFAULT_FREE_SUPER_LIKES = 1;
export const DEFAULT_SWIPE_UNDO_CREDITS = 5;

/** The whole settings object of one site. */
export const Settings = Type.Object({
  name: Type.String(),
  domain: Type.String(),
  /** 'nl_NL': its first two letters pick the default locale when no locale cookie is set. */
  domain_language: Type.String(),
  /** Prefix for every media path (photos, icons): '/media/'. */
  cdn_prefix: Type.String(),
  index_title: Type.String(),
  description: Type.String(),
  niche: Niche,
  signups: SignupPolicy,
  logged_out_search: Type.Boolean(),
  logged_out_search_trafficsource: Type.Boolean(),
  /** Country of the visitor by GeoIP (X-Country header from the edge), else the site's default country. */
  geoip_country: CountryCode,
  /** geoip_country when the site serves it, else the site's default country: the country the UI starts in. */
  geoip_selected_country: CountryCode,
  minimum_message_costs: Type.Record(Type.String(), MessageCost),
  message_credits: Type.Integer({ minimum: 0 }),
  signup_credits: Type.Integer({ minimum: 0 }),
  photo_credits: Type.Integer({ minimum: 0 }),
  gift_credits: Type.Integer({ minimum: 0 }),
  /** Price of a super like; a site without it charges DEFAULT_SUPER_LIKE_CREDITS. */
  super_like_credits: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Free super likes per day of a premium member; a site without it gives DEFAULT_FREE_SUPER_LIKES. */
  free_super_likes_daily: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Price of undoing the last swipe for a free member (premium members undo free); default DEFAULT_SWIPE_UNDO_CREDITS. */
  swipe_undo_credits: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Price of a boost (first in search and the swipe stack for 30 minutes); default DEFAULT_BOOST_CREDITS. */
  boost_credits: Type.Optional(Type.Integer({ minimum: 0 })),
  message_length: Type.Integer({ minimum: 1 }),
  support_email: Type.String(),
  /** Digits and a leading + only. */
  support_phone: Type.String(),
  /** VAPID public key (base64url) for Web Push subscriptions. */
  push_public_key: Type.String(),
  enable_site_entry_popup: Type.Boolean(),
  /** Countries where the site-entry warning applies; empty means everywhere. */
  site_entry_popup_countries: Type.Array(CountryCode),
  /** Countries this site serves, in display order. */
  countries: Type.Array(CountryCode),
  /** Interface locales visible per country (language dropdown shows when more than one). */
  locales: Type.Record(Type.String(), Type.Array(Locale)),
  visible_profile_fields: Type.Array(Type.String()),
  visible_profile_notes: Type.Boolean(),
  search_fields: Type.Array(Type.String()),
  fictional_warning: Type.Object({ singular: Type.String(), plural: Type.String() }),
  refund_days: Type.Integer({ minimum: 0 }),
  member_resell: Type.Boolean(),
  company_id: Type.Integer(),
  mail_name: Type.String(),
  interests: Type.Array(Interest),
  /** Regions of every served country, by country code. */
  regions: Type.Record(Type.String(), Type.Array(RegionSummary)),
  /** Icon shown next to fictional profiles, relative to cdn_prefix. */
  fictional_icon: Type.String(),
});
export type Settings = Static<typeof Settings>;

/** Fields computed per request or joined from other tables; everything else is stored in site_config. */
export type DerivedSettingsKey = 'domain' | 'geoip_country' | 'geoip_selected_country' | 'locales' | 'interests' | 'regions' | 'company_id';

/** What site_config.settings holds. */
export type StoredSiteSettings = Omit<Settings, DerivedSettingsKey> & { default_country: CountryCode };
