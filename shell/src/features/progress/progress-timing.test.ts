import { progressValue } from './progress-timing';

describe('progressValue', () => {
  it('starts at 0, eases out and reaches 90 after 5 seconds, never more', () => {
    expect(progressValue(0)).toBe(0);
    expect(progressValue(1000)).toBe(32);
    expect(progressValue(2500)).toBe(68);
    expect(progressValue(5000)).toBe(90);
    expect(progressValue(60_000)).toBe(90);
    expect(progressValue(-5)).toBe(0);
  });
});
