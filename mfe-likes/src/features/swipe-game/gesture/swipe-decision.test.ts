import { COMMIT_RATIO, decideSwipe, dragLook, flyOutOffset, MAX_ROTATION_DEG, releaseVelocity } from './swipe-decision';

const width = 400;

describe('decideSwipe', () => {
  it('commits past 30% of the stage width, in the direction of the drag', () => {
    expect(COMMIT_RATIO).toBe(0.3);
    expect(decideSwipe({ dx: 121, dy: 10, velocityX: 0.1, width })).toBe('like');
    expect(decideSwipe({ dx: -121, dy: -10, velocityX: -0.1, width })).toBe('skip');
    expect(decideSwipe({ dx: 120, dy: 0, velocityX: 0, width })).toBe('like');
  });

  it('springs back below the threshold when the release is slow', () => {
    expect(decideSwipe({ dx: 119, dy: 0, velocityX: 0.2, width })).toBeNull();
    expect(decideSwipe({ dx: -60, dy: 0, velocityX: -0.5, width })).toBeNull();
    expect(decideSwipe({ dx: 0, dy: 0, velocityX: 0, width })).toBeNull();
  });

  it('commits a flick faster than 0.5 px/ms that moved the card at least 20 px', () => {
    expect(decideSwipe({ dx: 40, dy: 5, velocityX: 0.8, width })).toBe('like');
    expect(decideSwipe({ dx: -40, dy: 5, velocityX: -0.8, width })).toBe('skip');
    // A shaky tap is not a flick, nor is a fast move back towards the middle.
    expect(decideSwipe({ dx: 10, dy: 0, velocityX: 2, width })).toBeNull();
    expect(decideSwipe({ dx: 60, dy: 0, velocityX: -1, width })).toBeNull();
  });

  it('never commits a mostly downward drag (someone scrolling), however far or fast', () => {
    expect(decideSwipe({ dx: 150, dy: 300, velocityX: 0.1, width })).toBeNull();
    expect(decideSwipe({ dx: -40, dy: 200, velocityX: -1.5, width })).toBeNull();
  });

  it('makes a mostly upward drag past the commit distance a super like, and a short one nothing', () => {
    expect(decideSwipe({ dx: 40, dy: -200, velocityX: 1.5, width })).toBe('super');
    expect(decideSwipe({ dx: 0, dy: -120, velocityX: 0, width })).toBe('super');
    expect(decideSwipe({ dx: 10, dy: -119, velocityX: 0, width })).toBeNull();
    expect(decideSwipe({ dx: 0, dy: -200, velocityX: 0, width: 0 })).toBeNull();
  });
});

describe('releaseVelocity', () => {
  it('measures px/ms over the last 100 ms only', () => {
    const slowThenPause = [
      { x: 0, t: 1000 },
      { x: 100, t: 1400 },
      { x: 101, t: 1480 },
      { x: 102, t: 1500 },
    ];
    expect(releaseVelocity(slowThenPause)).toBeCloseTo(2 / 100);
    const flick = [
      { x: 0, t: 1000 },
      { x: 20, t: 1016 },
      { x: 48, t: 1032 },
    ];
    expect(releaseVelocity(flick)).toBeCloseTo(1.5);
  });

  it('is 0 without a time span', () => {
    expect(releaseVelocity([])).toBe(0);
    expect(releaseVelocity([{ x: 5, t: 1000 }])).toBe(0);
    expect(
      releaseVelocity([
        { x: 5, t: 1000 },
        { x: 50, t: 1000 },
      ]),
    ).toBe(0);
  });
});

describe('dragLook', () => {
  it('turns with the drag up to 15° and no further', () => {
    expect(MAX_ROTATION_DEG).toBe(15);
    expect(dragLook(200, width, false).rotation).toBeCloseTo(7.5);
    expect(dragLook(-400, width, false).rotation).toBeCloseTo(-15);
    expect(dragLook(900, width, false).rotation).toBe(15);
  });

  it('grows the LIKE or NOPE stamp until the commit distance', () => {
    expect(dragLook(60, width, false)).toMatchObject({ stamp: 'like', stampStrength: 0.5 });
    expect(dragLook(-120, width, false)).toMatchObject({ stamp: 'skip', stampStrength: 1 });
    expect(dragLook(-300, width, false).stampStrength).toBe(1);
    expect(dragLook(0, width, false)).toEqual({ rotation: 0, stamp: null, stampStrength: 0 });
    expect(dragLook(10, width, false, -60)).toEqual({ rotation: 0, stamp: 'super', stampStrength: 0.5 });
    expect(dragLook(10, width, false, 60)).toMatchObject({ stamp: 'like' });
  });

  it('does not turn the card under reduced motion, but still shows the stamp', () => {
    expect(dragLook(200, width, true)).toMatchObject({ rotation: 0, stamp: 'like' });
  });
});

describe('flyOutOffset', () => {
  it('sends the card off the stage on its side, and a super like off the top', () => {
    const from = { x: 10, y: -30 };
    expect(flyOutOffset('like', width, from)).toEqual({ x: expect.any(Number), y: -30 });
    expect(flyOutOffset('like', width, from).x).toBeGreaterThan(width);
    expect(flyOutOffset('skip', width, from).x).toBeLessThan(-width);
    expect(flyOutOffset('super', width, from).x).toBe(10);
    expect(flyOutOffset('super', width, from).y).toBeLessThan(-width);
  });
});
