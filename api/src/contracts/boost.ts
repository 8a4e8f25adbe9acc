import { Type, type Static } from 'typebox';
import { ClientId } from './chat.ts';

/** How long a boost lasts. */
export const BOOST_MINUTES = 30;
/** A site without boost_credits in its settings charges this. */
export const DEFAULT_BOOST_CREDITS = 30;

/** Body of POST /api/boost.php: the client's id, so a retry starts (and pays for) one boost. */
export const BoostBody = Type.Object({ client_id: ClientId });
export type BoostBody = Static<typeof BoostBody>;

/** The member's newest boost, running or over, and what it brought so far. */
export const BoostSummary = Type.Object({
  started_at: Type.String({ format: 'date-time' }),
  ends_at: Type.String({ format: 'date-time' }),
  /** Other members (not invisible ones) who opened the profile during the window, each counted once. */
  views: Type.Integer({ minimum: 0 }),
  /** Likes received during the window that still stand. */
  likes: Type.Integer({ minimum: 0 }),
  credits: Type.Integer({ minimum: 0, description: 'What it cost' }),
});
export type BoostSummary = Static<typeof BoostSummary>;

/** GET /api/boost.php: the price, whether a boost runs (until when), and the newest boost's results. */
export const BoostState = Type.Object({
  price: Type.Integer({ minimum: 0 }),
  minutes: Type.Integer({ minimum: 1 }),
  active_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  last: Type.Union([BoostSummary, Type.Null()]),
});
export type BoostState = Static<typeof BoostState>;

/** POST /api/boost.php: the boost started (or the one this client id started before), and the balance. */
export const BoostResult = Type.Object({
  active_until: Type.String({ format: 'date-time' }),
  cost: Type.Integer({ minimum: 0 }),
  credits: Type.Integer(),
});
export type BoostResult = Static<typeof BoostResult>;
