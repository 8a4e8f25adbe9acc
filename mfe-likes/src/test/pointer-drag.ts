import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

interface PointerPoint {
  x: number;
  y?: number;
  /** The event's timeStamp in ms; start above 0 (React reads 0 as "no time stamp"). */
  t: number;
}

/** Fires one pointer event with a chosen position and timeStamp, as a browser would. */
export function firePointer(
  target: Element,
  type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel',
  point: PointerPoint,
  pointerType = 'mouse',
) {
  const event = new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    clientX: point.x,
    clientY: point.y ?? 0,
    pointerId: 7,
    pointerType,
    isPrimary: true,
    button: 0,
  });
  Object.defineProperty(event, 'timeStamp', { value: point.t });
  act(() => {
    fireEvent(target, event);
  });
}

/** A drag from the first point through the others, released at the last. */
export function drag(target: Element, points: PointerPoint[], pointerType = 'mouse') {
  const [first, ...rest] = points;
  if (!first) return;
  firePointer(target, 'pointerdown', first, pointerType);
  rest.forEach((point) => firePointer(target, 'pointermove', point, pointerType));
  firePointer(target, 'pointerup', rest[rest.length - 1] ?? first, pointerType);
}

/**
 * jsdom lays nothing out: every element measures `width` × 600 px from the top left, so the swipe thresholds
 * (a share of the stage's width) have a size to work with. Undone by `vi.restoreAllMocks()`.
 */
export function layOutStage(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width,
    height: 600,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: 600,
    toJSON: () => ({}),
  } as DOMRect);
}

/** The stage width the swipe tests lay out: 30% of it, the like threshold, is 120 px. */
export const stageWidth = 400;

/** Gives each test of the file a laid-out stage and no stubbed globals, and restores the mocks after it. */
export function withLaidOutStage(width = stageWidth): void {
  beforeEach(() => {
    vi.unstubAllGlobals();
    layOutStage(width);
  });
  afterEach(() => vi.restoreAllMocks());
}
