// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('shares one running load per key, and loads again once it has settled', async () => {
    const flights = new SingleFlight<number>();
    let loads = 0;
    const load = async () => ++loads;
    const [first, second] = await Promise.all([flights.run('a', load), flights.run('a', load)]);
    expect([first, second]).toEqual([1, 1]);
    expect(await flights.run('a', load)).toBe(2);
  });

  it('runs other keys on their own, and lets the next caller retry after a failure', async () => {
    const flights = new SingleFlight<string>();
    const failing = flights.run('a', () => Promise.reject(new Error('down')));
    expect(await flights.run('b', async () => 'b')).toBe('b');
    await expect(failing).rejects.toThrow('down');
    expect(await flights.run('a', async () => 'up')).toBe('up');
  });
});
