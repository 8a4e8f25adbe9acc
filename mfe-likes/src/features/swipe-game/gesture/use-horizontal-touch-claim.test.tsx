import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useHorizontalTouchClaim } from './use-horizontal-touch-claim';

function Card() {
  const element = useRef<HTMLDivElement>(null);
  useHorizontalTouchClaim(element);
  return <div ref={element} data-testid="card" />;
}

/** A touch event as the browser sends it: one finger at (x, y), cancelable like a first touchmove. */
function touch(type: 'touchstart' | 'touchmove', x: number, y: number): Event {
  const event = new Event(type, { cancelable: true, bubbles: true });
  Object.defineProperty(event, 'touches', { value: [{ clientX: x, clientY: y }] });
  return event;
}

function drag(card: HTMLElement, moves: [number, number][]): boolean[] {
  card.dispatchEvent(touch('touchstart', 100, 100));
  return moves.map(([x, y]) => {
    const move = touch('touchmove', x, y);
    card.dispatchEvent(move);
    return move.defaultPrevented;
  });
}

describe('useHorizontalTouchClaim', () => {
  const drags: [title: string, moves: [number, number][], cancelled: boolean][] = [
    [
      'cancels every move of a sideways drag, so the browser starts no fling of its own',
      [
        [110, 102],
        [150, 140],
        [200, 230],
      ],
      true,
    ],
    [
      'cancels an upward drag too: that is a super like, not a scroll',
      [
        [102, 80],
        [104, 20],
      ],
      true,
    ],
    [
      'leaves a mostly downward move to the browser, so the page scrolls under a finger on the card',
      [
        [102, 120],
        [160, 140],
      ],
      false,
    ],
  ];

  it.each(drags)('%s', (_title, moves, cancelled) => {
    const { getByTestId } = render(<Card />);
    expect(drag(getByTestId('card'), moves)).toEqual(moves.map(() => cancelled));
  });

  it('decides again for each new touch', () => {
    const { getByTestId } = render(<Card />);
    const card = getByTestId('card');
    expect(drag(card, [[100, 130]])).toEqual([false]);
    expect(drag(card, [[130, 100]])).toEqual([true]);
  });
});
