import { Type, type Static } from 'typebox';
import { ACCOUNT_LIMITS } from './account.ts';
import { CountryCode, Line, RowId, Text } from './common.ts';
import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  REASONS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOO_OPTIONS,
} from './vocabulary/profile-attributes.ts';
import { MemberStatus, PhotoStatus } from './user.ts';
import { PhotoRejectionReason } from './moderation.ts';

/**
 * The logged-in member's own profile (GET/PUT /api/profile.php) and photos (POST/PUT/DELETE /api/photos.php).
 * Attribute values are the slugs of profile-attributes.ts; the front end translates them.
 */

export const PROFILE_NAME_MAX_LENGTH = 40;
/** About-me length limit; the text is stored as typed and must be rendered as text, never as HTML. */
export const ABOUT_MAX_LENGTH = 2000;
/** Members must be at least this old; the same floor as at signup. */
export const MIN_AGE = ACCOUNT_LIMITS.minAge;
/** Photos a free member may have; premium (paid_user) members may have PREMIUM_PHOTO_LIMIT. */
export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** One of the values or null; the values spread as their own literal union, so the static type keeps them (not string). */
const nullable = <T extends readonly string[]>(values: T) => Type.Union([Type.Enum([...values] as T[number][]), Type.Null()]);

/** One of my photos; the owner sees every status, others only 'active' ones. Paths include cdn_prefix. */
export const OwnPhoto = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  thumb: Type.String(),
  status: PhotoStatus,
  is_main: Type.Boolean(),
  /** Why a moderator rejected it (status rejected), for the owner to read in their language. */
  rejection_reason: Type.Optional(PhotoRejectionReason),
});
export type OwnPhoto = Static<typeof OwnPhoto>;

export const OwnProfile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  /** YYYY-MM-DD */
  date_of_birth: Type.String(),
  age: Type.Integer({ minimum: 0 }),
  about: Type.String(),
  gender: Type.Enum(GENDERS),
  sexuality: Type.Enum(SEXUALITIES),
  relationship_status: nullable(RELATIONSHIP_STATUSES),
  hair_colour: nullable(HAIR_COLOURS),
  eye_colour: nullable(EYE_COLOURS),
  body_type: nullable(BODY_TYPES),
  tattoos: nullable(TATTOO_OPTIONS),
  /** Interest slugs (interests.php), in display order. */
  interests: Type.Array(Type.String()),
  reason: nullable(REASONS),
  country: CountryCode,
  region_id: Type.Union([Type.Integer(), Type.Null()]),
  /** Name of region_id, null without a region. */
  region: Type.Union([Type.String(), Type.Null()]),
  status: MemberStatus,
  paid_user: Type.Boolean(),
  /** How many photos this member may have (3 free, 25 premium). */
  photo_limit: Type.Integer({ minimum: 0 }),
  /** Main photo first, then oldest first. */
  photos: Type.Array(OwnPhoto),
});
export type OwnProfile = Static<typeof OwnProfile>;

export const ProfileResponse = Type.Object({ profile: OwnProfile });
export type ProfileResponse = Static<typeof ProfileResponse>;

/**
 * PUT /api/profile.php: every field optional, only the sent ones change. Attribute enums are checked by the
 * schema (400 validation_failed; unknown keys are dropped). Business rules answer 422 with `error` = the code of
 * the first rejected field and `details[]` = every rejected field ({ path, code, message }): name_required,
 * name_too_long, name_equals_email, name_starts_with_at, invalid_birthdate, too_young (params.min_age),
 * about_too_long, unknown_interest, unknown_country, region_not_in_country.
 */
export const ProfileUpdate = Type.Object(
  {
    name: Type.Optional(Text({ maxLength: 200 })),
    /** YYYY-MM-DD; other shapes answer 422 invalid_birthdate. */
    date_of_birth: Type.Optional(Line({ maxLength: 32 })),
    about: Type.Optional(Text({ maxLength: ABOUT_MAX_LENGTH * 2 })),
    gender: Type.Optional(Type.Enum(GENDERS)),
    sexuality: Type.Optional(Type.Enum(SEXUALITIES)),
    relationship_status: Type.Optional(nullable(RELATIONSHIP_STATUSES)),
    hair_colour: Type.Optional(nullable(HAIR_COLOURS)),
    eye_colour: Type.Optional(nullable(EYE_COLOURS)),
    body_type: Type.Optional(nullable(BODY_TYPES)),
    tattoos: Type.Optional(nullable(TATTOO_OPTIONS)),
    interests: Type.Optional(Type.Array(Line({ maxLength: 64 }), { maxItems: 100 })),
    reason: Type.Optional(nullable(REASONS)),
    country: Type.Optional(CountryCode),
    /** A regions.id of the (new) country; null clears it. Changing country without a region clears the old one. */
    region_id: Type.Optional(Type.Union([RowId(), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/**
 * GET /api/geocode.php?lat&lon. Missing or non-numeric values are a 400; numbers outside -90..90 / -180..180
 * answer `false` like any other failed lookup ("response stored, or false on failure").
 */
export const GeocodeQuery = Type.Object({ lat: Type.Number(), lon: Type.Number() });
export type GeocodeQuery = Static<typeof GeocodeQuery>;

/** The nearest seeded region, or `false` when none is within GEOCODE_MAX_KM ("or false on failure"). */
export const GeocodeResponse = Type.Union([
  Type.Object({
    country: CountryCode,
    region: Type.Object({ id: Type.Integer(), name: Type.String() }),
    /** Great-circle distance to the region's centroid. */
    distance_km: Type.Number({ minimum: 0 }),
  }),
  Type.Literal(false),
]);
export type GeocodeResponse = Static<typeof GeocodeResponse>;
export const GEOCODE_MAX_KM = 300;

/** POST /api/photos.php answers 201 with the new photo (status 'inspection'). */
export const PhotoResponse = Type.Object({ photo: OwnPhoto });
export type PhotoResponse = Static<typeof PhotoResponse>;

/** PUT /api/photos.php: only `main: true` is meaningful (make this the main photo). */
export const PhotoUpdate = Type.Object({ id: RowId(), main: Type.Literal(true) });
export type PhotoUpdate = Static<typeof PhotoUpdate>;

export const PhotoIdBody = Type.Object({ id: RowId() });
export type PhotoIdBody = Static<typeof PhotoIdBody>;

/** PUT and DELETE answer with all my photos after the change. */
export const PhotosResponse = Type.Object({ photos: Type.Array(OwnPhoto) });
export type PhotosResponse = Static<typeof PhotosResponse>;
