import { Type, type Static } from 'typebox';
import { ProfileSummary } from './members.ts';

/**
 * Likes, matches and blocks (spec 3 "Liked-by entry", spec 7 likes.php and auto-like.php).
 * Written first so the API, mfe-likes, mfe-search and the shell's badges agree on one shape.
 */

/** Body of POST/DELETE /api/like.php and POST/DELETE /api/block.php. */
export const ProfileIdBody = Type.Object({ profile_id: Type.Integer({ minimum: 1 }) });
export type ProfileIdBody = Static<typeof ProfileIdBody>;

/** A member who liked me; like_new until I open their profile (spec 4). */
export const LikedByEntry = Type.Object({
  id: Type.Integer(),
  like_new: Type.Boolean(),
  /** True when I like them too. */
  match: Type.Boolean(),
  liked_at: Type.String({ format: 'date-time' }),
  profile: ProfileSummary,
});
export type LikedByEntry = Static<typeof LikedByEntry>;

/** A member I liked. */
export const GivenLike = Type.Object({
  id: Type.Integer(),
  match: Type.Boolean(),
  liked_at: Type.String({ format: 'date-time' }),
  profile: ProfileSummary,
});
export type GivenLike = Static<typeof GivenLike>;

/** GET /api/likes.php: profiles = the likes I gave, liked_by = the likes I received (newest first). */
export const LikesResponse = Type.Object({
  profiles: Type.Array(GivenLike),
  liked_by: Type.Array(LikedByEntry),
  /** liked_by entries with like_new, for the menu badge and the page title. */
  new_likes: Type.Integer({ minimum: 0 }),
});
export type LikesResponse = Static<typeof LikesResponse>;

/** POST /api/like.php: match is true when the other member already liked me. */
export const LikeResult = Type.Object({
  liked: Type.Boolean(),
  match: Type.Boolean(),
  /** Swipe game likes left today, only when the like came from the game (?source=swipe). */
  swipes_left: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type LikeResult = Static<typeof LikeResult>;

/** GET /api/auto-like.php: a profile for the new-like modal, or null when there is none to show. */
export const AutoLikeResponse = Type.Object({ profile: Type.Union([ProfileSummary, Type.Null()]) });
export type AutoLikeResponse = Static<typeof AutoLikeResponse>;
