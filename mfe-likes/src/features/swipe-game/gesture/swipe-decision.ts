/** What a swipe decides: like (right), skip (left), super like (up), or nothing (the card springs back). */
export type SwipeDirection = 'like' | 'skip' | 'super';

/** A drag past this share of the stage width commits on release. */
export const COMMIT_RATIO = 0.3;
/** A release faster than this (px/ms, horizontally) commits even a short drag: a flick. */
export const FLICK_VELOCITY = 0.5;
/** A flick must still move the card a little, so a shaky tap does not like anyone. */
export const FLICK_MIN_DISTANCE = 20;
/** The card turns with the drag, up to this many degrees at a full stage width. */
export const MAX_ROTATION_DEG = 15;
/** Only the last moments of a drag count for its speed: a slow drag ending in a pause is no flick. */
export const VELOCITY_WINDOW_MS = 100;

export interface PointerSample {
  x: number;
  /** The event's timeStamp in ms. */
  t: number;
}

export interface SwipeRelease {
  /** Offset from where the drag started, px. */
  dx: number;
  dy: number;
  /** Horizontal speed at release, px/ms (see {@link releaseVelocity}). */
  velocityX: number;
  /** Width of the stage the card sits on, px. */
  width: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Horizontal speed over the samples of the last {@link VELOCITY_WINDOW_MS} before the newest one;
 * 0 when there is no time span to measure.
 */
export function releaseVelocity(samples: readonly PointerSample[]): number {
  const last = samples[samples.length - 1];
  if (!last) return 0;
  const recent = samples.filter((sample) => last.t - sample.t <= VELOCITY_WINDOW_MS);
  const first = recent[0] ?? last;
  const span = last.t - first.t;
  return span > 0 ? (last.x - first.x) / span : 0;
}

/**
 * Where a released drag goes: past {@link COMMIT_RATIO} of the width, or flicked faster than
 * {@link FLICK_VELOCITY} in the direction it moved, it commits; a mostly upward drag past the same
 * distance is a super like; a mostly downward one never commits (that is someone scrolling), and anything
 * else springs back.
 */
export function decideSwipe({ dx, dy, velocityX, width }: SwipeRelease): SwipeDirection | null {
  if (Math.abs(dy) > Math.abs(dx)) return dy < 0 && width > 0 && -dy >= width * COMMIT_RATIO ? 'super' : null;
  const direction: SwipeDirection = dx > 0 ? 'like' : 'skip';
  if (width > 0 && Math.abs(dx) >= width * COMMIT_RATIO) return direction;
  const flicked = Math.abs(velocityX) > FLICK_VELOCITY && Math.sign(velocityX) === Math.sign(dx);
  if (flicked && Math.abs(dx) >= FLICK_MIN_DISTANCE) return direction;
  return null;
}

export interface DragLook {
  /** Degrees, positive clockwise; 0 under reduced motion. */
  rotation: number;
  /** Which stamp shows, if any. */
  stamp: SwipeDirection | null;
  /** 0 to 1: the stamp grows in as the drag nears the commit distance. */
  stampStrength: number;
}

/** How the card looks while dragged `dx` px across (and `dy` px down) a stage `width` px wide. */
export function dragLook(dx: number, width: number, reducedMotion: boolean, dy = 0): DragLook {
  if (width > 0 && dy < 0 && -dy > Math.abs(dx)) {
    return { rotation: 0, stamp: 'super', stampStrength: clamp(-dy / (width * COMMIT_RATIO), 0, 1) };
  }
  if (width <= 0 || dx === 0) return { rotation: 0, stamp: null, stampStrength: 0 };
  const share = clamp(dx / width, -1, 1);
  return {
    rotation: reducedMotion ? 0 : share * MAX_ROTATION_DEG,
    stamp: dx > 0 ? 'like' : 'skip',
    stampStrength: clamp(Math.abs(dx) / (width * COMMIT_RATIO), 0, 1),
  };
}

/** Where a committed card flies: sideways, or up for a super like, far enough that its rotated corner leaves too. */
export function flyOutOffset(direction: SwipeDirection, width: number, from: { x: number; y: number }): { x: number; y: number } {
  const far = Math.max(width, 320) * 1.5;
  if (direction === 'super') return { x: from.x, y: -far * 1.5 };
  return { x: (direction === 'like' ? 1 : -1) * far, y: from.y };
}
