import { Type, type Static } from 'typebox';
import { Bounded, CountryCode, RowId } from './common.ts';

export const MEMBER_GENDERS = ['male', 'female'] as const;
export const Gender = Type.Enum(MEMBER_GENDERS);
export type Gender = Static<typeof Gender>;

/** Adult ages a search may ask for. */
export const SEARCH_MIN_AGE = 18;
export const SEARCH_MAX_AGE = 99;
export const SEARCH_DEFAULT_PER_PAGE = 20;
export const SEARCH_MAX_PER_PAGE = 60;
/** Deep enough for any result set; keeps offset far from int8 overflow. */
export const SEARCH_MAX_PAGE = 10_000;

const Age = Bounded(SEARCH_MIN_AGE, SEARCH_MAX_AGE);

/** Query of members.php: the search state (gender, country, countryregion, min_age, max_age, paging). */
export const MemberSearchQuery = Type.Object({
  gender: Type.Optional(Gender),
  country: Type.Optional(CountryCode),
  /** A regions.id (see regions.php). */
  countryregion: Type.Optional(RowId()),
  min_age: Type.Optional(Age),
  max_age: Type.Optional(Age),
  /** `1`: only members a moderator verified by selfie; `0` or absent: everyone. */
  verified: Type.Optional(Type.Enum(['0', '1'] as const)),
  page: Bounded(1, SEARCH_MAX_PAGE, { default: 1 }),
  per_page: Bounded(1, SEARCH_MAX_PER_PAGE, { default: SEARCH_DEFAULT_PER_PAGE }),
});
export type MemberSearchQuery = Static<typeof MemberSearchQuery>;

/** Paths prefixed with settings.cdn_prefix, ready for <img src>. Only an active main photo is shown. */
export const ProfileImage = Type.Object({
  match: Type.String(),
  thumb: Type.String(),
});
export type ProfileImage = Static<typeof ProfileImage>;

/** Who a member is at a glance: the first fields of a search card and of a profile. */
export const MemberBasics = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  age: Type.Integer({ minimum: 0 }),
  country: CountryCode,
  /** Region name, null when the member has none. */
  region: Type.Union([Type.String(), Type.Null()]),
  /** Fictional profiles get settings.fictional_icon and the fictional warning. */
  fictional: Type.Boolean(),
  /** A moderator confirmed their selfie matches their photos (always sent; optional for older clients' fixtures). */
  verified: Type.Optional(Type.Boolean()),
});

/** One search result card. */
export const ProfileSummary = Type.Object({
  ...MemberBasics.properties,
  main_image: Type.Union([ProfileImage, Type.Null()]),
});
export type ProfileSummary = Static<typeof ProfileSummary>;

export const MemberSearchResponse = Type.Object({
  profiles: Type.Array(ProfileSummary),
  /** All exact matches, not just this page. */
  numResults: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
  /**
   * Only on page 1 when the exact search has fewer than per_page matches: members of a relaxed search
   * (region dropped first, then ages widened by 5 years each side; gender and country kept) that are not
   * in profiles, with their own count. Otherwise { profiles: [], numResults: 0 }.
   */
  similar: Type.Object({
    profiles: Type.Array(ProfileSummary),
    numResults: Type.Integer({ minimum: 0 }),
  }),
});
export type MemberSearchResponse = Static<typeof MemberSearchResponse>;
