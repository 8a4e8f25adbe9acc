import { Type, type Static } from 'typebox';
import { Bounded } from './common.ts';
import { ProfileSummary } from './members.ts';

/**
 * Who viewed me (GET /api/visitors.php). A view is recorded when a logged-in member opens another member's
 * profile (member.php); premium members see who, free members only how many. A free member's answer holds no
 * visitor's id, name or photo at all: the blurred tiles are drawn by the front end, not made from photos.
 */

/** Visitors of the last this-many days are listed and counted. */
export const VISITORS_WINDOW_DAYS = 30;

/** Visitors per page. */
export const VISITORS_PAGE_SIZE = 24;

export const VisitorsQuery = Type.Object({
  page: Type.Optional(Bounded(1, 10_000, { description: '1 is the newest page' })),
});
export type VisitorsQuery = Static<typeof VisitorsQuery>;

/** One visitor, premium members only: their latest view in the window. */
export const Visitor = Type.Object({
  visited_at: Type.String({ format: 'date-time' }),
  profile: ProfileSummary,
});
export type Visitor = Static<typeof Visitor>;

export const VisitorsResponse = Type.Object({
  /** Different members who viewed my profile in the window (still visible to me). */
  total: Type.Integer({ minimum: 0 }),
  /** True when the member is premium: `visitors` names them. */
  premium: Type.Boolean(),
  /** Premium: this page's visitors, newest first. Free: always empty. */
  visitors: Type.Array(Visitor),
  /** Free: how many blurred tiles this page shows (no identities). Premium: 0. */
  blurred: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer(),
  window_days: Type.Integer(),
});
export type VisitorsResponse = Static<typeof VisitorsResponse>;
