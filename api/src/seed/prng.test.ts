import { describe, expect, it } from 'vitest';
import { Prng } from './prng.ts';

describe('Prng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Prng(7);
    const b = new Prng(7);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(new Prng(8).next()).not.toBe(new Prng(7).next());
  });

  it('keeps int within bounds and sample distinct', () => {
    const prng = new Prng(1);
    for (let i = 0; i < 1000; i++) {
      const value = prng.int(18, 75);
      expect(value).toBeGreaterThanOrEqual(18);
      expect(value).toBeLessThanOrEqual(75);
    }
    const sample = prng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect(() => prng.pick([])).toThrow();
  });
});
