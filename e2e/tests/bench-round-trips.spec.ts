import { expect, test } from '@playwright/test';
import { roundTripDepth } from '../bench/round-trips';

// The speed bench's round-trip depth (e2e/bench/round-trips.ts), on timings whose dependencies are known.
const request = (name: string, startTime: number, responseEnd: number) => ({ name, startTime, responseEnd });

test('requests that ran side by side count as one round trip', () => {
  const result = roundTripDepth(10, [request('main.js', 20, 200), request('chunk-a.js', 25, 210), request('chunk-b.js', 30, 190)]);
  expect(result.depth).toBe(2);
});

test('each request that waited for the previous one to arrive adds a round trip, and the chain names them', () => {
  const result = roundTripDepth(10, [
    request('remotes.json', 210, 400),
    request('main.js', 20, 200),
    request('settings.php', 215, 380),
    request('mf-manifest.json', 405, 600),
    request('remoteEntry.js', 610, 800),
  ]);
  expect(result.depth).toBe(5);
  expect(result.chain).toEqual(['(document)', 'main.js', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
});

test('a request already asked for before the document answered hangs on nothing', () => {
  const result = roundTripDepth(100, [request('preconnected.js', 50, 300)]);
  expect(result.depth).toBe(1);
  expect(roundTripDepth(100, []).depth).toBe(1);
});
