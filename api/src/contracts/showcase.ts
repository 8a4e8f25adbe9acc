import { Type, type Static } from 'typebox';
import { Bounded, CountryCode, RowId } from './common.ts';
import { Gender } from './members.ts';

/** At most this many members per showcase call: a lander shows a dozen at most. */
export const SHOWCASE_MAX_LIMIT = 24;
export const SHOWCASE_DEFAULT_LIMIT = 8;

/**
 * Query of showcase.php: which members a lander or the home page shows. Visitors may call it even where
 * logged-out search is off, so it answers only public summaries of members with an active main photo.
 */
export const ShowcaseQuery = Type.Object({
  gender: Type.Optional(Gender),
  country: Type.Optional(CountryCode),
  /** A regions.id (see regions.php). */
  region: Type.Optional(RowId()),
  limit: Bounded(1, SHOWCASE_MAX_LIMIT, { default: SHOWCASE_DEFAULT_LIMIT }),
});
export type ShowcaseQuery = Static<typeof ShowcaseQuery>;

/** A public face: nothing a visitor could not read on a lander anyway (no country, status or activity). */
export const ShowcaseMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  age: Type.Integer({ minimum: 0 }),
  region: Type.Union([Type.String(), Type.Null()]),
  /** Paths prefixed with settings.cdn_prefix: the 600 px photo and its thumbnail. */
  photo: Type.Object({ match: Type.String(), thumb: Type.String() }),
});
export type ShowcaseMember = Static<typeof ShowcaseMember>;

export const ShowcaseResponse = Type.Object({ members: Type.Array(ShowcaseMember) });
export type ShowcaseResponse = Static<typeof ShowcaseResponse>;
