import { Type, type Static } from 'typebox';
import { RowId } from './common.ts';
import { ClientId } from './chat.ts';
import { ProfileSummary } from './members.ts';

/**
 * Likes, matches and blocks: likes.php and auto-like.php.
 * Written first so the API, mfe-likes, mfe-search and the shell's badges agree on one shape.
 */

/** Body of POST/DELETE /api/like.php and POST/DELETE /api/block.php. */
export const ProfileIdBody = Type.Object({ profile_id: RowId() });
export type ProfileIdBody = Static<typeof ProfileIdBody>;

/**
 * Body of POST /api/like.php. `super: true` makes it a super like (the receiver sees it highlighted): it costs
 * the site's super_like_credits, or is one of a premium member's free super likes of the day. A super like
 * needs the client's id, so a retried request is answered with the first one and never paid twice.
 */
export const LikeBody = Type.Object({
  profile_id: RowId(),
  super: Type.Optional(Type.Boolean()),
  client_id: Type.Optional(ClientId),
});
export type LikeBody = Static<typeof LikeBody>;

/** A member who liked me; like_new until I open their profile. */
export const LikedByEntry = Type.Object({
  id: Type.Integer(),
  like_new: Type.Boolean(),
  /** True when I like them too. */
  match: Type.Boolean(),
  /** A super like: highlighted in the likes tab and the new-like modal (the API always states it). */
  super: Type.Optional(Type.Boolean()),
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
  /** Super likes only: the like is super. */
  super: Type.Optional(Type.Boolean()),
  /** Super likes only: the balance after it. */
  credits: Type.Optional(Type.Integer()),
  /** Super likes only: what this one cost (0: a free one of a premium member). */
  cost: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Super likes only: free super likes left today (0 for free members). */
  free_super_likes_left: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type LikeResult = Static<typeof LikeResult>;

/** GET /api/auto-like.php: a profile for the new-like modal, or null when there is none to show. */
export const AutoLikeResponse = Type.Object({
  profile: Type.Union([ProfileSummary, Type.Null()]),
  /** The profile super liked me (and I have not seen it yet): the modal highlights it. */
  super: Type.Optional(Type.Boolean()),
});
export type AutoLikeResponse = Static<typeof AutoLikeResponse>;

/** Where a like was given; 'auto' is only written by auto-like.php, never accepted from a client. */
export const LIKE_SOURCES = ['profile', 'swipe', 'match_finder', 'likes'] as const;
export const LikeSource = Type.Enum(LIKE_SOURCES);
export type LikeSource = Static<typeof LikeSource>;

/** Query of POST /api/like.php. */
export const LikeQuery = Type.Object({ source: Type.Optional(LikeSource) });
export type LikeQuery = Static<typeof LikeQuery>;

/** DELETE /api/like.php: nothing is liked any more, so there is no match either. */
export const UnlikeResult = Type.Object({ liked: Type.Literal(false), match: Type.Literal(false) });
export type UnlikeResult = Static<typeof UnlikeResult>;

/** POST /api/likes-seen.php: the like of that member is no longer new. */
export const LikesSeenResult = Type.Object({ like_new: Type.Literal(false) });
export type LikesSeenResult = Static<typeof LikesSeenResult>;

/** POST and DELETE /api/block.php. */
export const BlockResult = Type.Object({ blocked: Type.Boolean() });
export type BlockResult = Static<typeof BlockResult>;

/** A member I blocked (GET /api/blocks.php), newest block first. */
export const BlockedEntry = Type.Object({
  id: Type.Integer(),
  blocked_at: Type.String({ format: 'date-time' }),
  profile: ProfileSummary,
});
export type BlockedEntry = Static<typeof BlockedEntry>;

export const BlocksResponse = Type.Object({ profiles: Type.Array(BlockedEntry) });
export type BlocksResponse = Static<typeof BlocksResponse>;

/** Swipe game likes per calendar day (Europe/Amsterdam), for free and premium members alike. */
export const SWIPE_DAILY_LIMIT = 4;

/** GET /api/swipe-game.php: the next cards and today's quota. */
export const SwipeGameResponse = Type.Object({
  /** Members of the gender and country I look for that I have not liked, passed or blocked yet. */
  profiles: Type.Array(ProfileSummary),
  swipes_left: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  /** Next midnight in Europe/Amsterdam, when swipes_left is back at limit. */
  resets_at: Type.String({ format: 'date-time' }),
  /** Of the cards, the members who super liked me: their card is highlighted. (The API always states these three.) */
  super_liked_by: Type.Optional(Type.Array(Type.Integer())),
  /** Super likes: the price in credits, and the free ones left today (premium members only). */
  super_like_credits: Type.Optional(Type.Integer({ minimum: 0 })),
  free_super_likes_left: Type.Optional(Type.Integer({ minimum: 0 })),
  /** What undoing the last swipe costs this member: 0 for premium members, else the site's swipe_undo_credits. */
  undo_credits: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type SwipeGameResponse = Static<typeof SwipeGameResponse>;

/** POST /api/swipe-pass.php: the profile is not shown in the game again. */
export const SwipePassResult = Type.Object({ passed: Type.Literal(true) });
export type SwipePassResult = Static<typeof SwipePassResult>;

/** Body of POST /api/swipe-undo.php: the client's id, so a retry undoes (and pays) once. */
export const SwipeUndoBody = Type.Object({ client_id: ClientId });
export type SwipeUndoBody = Static<typeof SwipeUndoBody>;

/** POST /api/swipe-undo.php: the swipe taken back (the card returns to the top of the stack). */
export const SwipeUndoResult = Type.Object({
  undone: Type.Enum(['like', 'pass']),
  profile: ProfileSummary,
  /** What it cost (0 for premium members) and the balance after it. */
  cost: Type.Integer({ minimum: 0 }),
  credits: Type.Integer(),
  /** An undone like still counts against the day's swipe limit. */
  swipes_left: Type.Integer({ minimum: 0 }),
});
export type SwipeUndoResult = Static<typeof SwipeUndoResult>;
