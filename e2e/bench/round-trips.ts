import type { Page } from '@playwright/test';

/**
 * Round-trip depth: the longest chain of requests before content in which each request started only after
 * the previous one had fully arrived (its startTime ≥ the predecessor's responseEnd; the document counts
 * from its first byte, when the parser can start asking for what it names). Measured on a page whose every
 * request pays 150 ms of latency, a request that merely ran beside another cannot pass for its successor,
 * and every link of the chain costs the page at least one round trip, whether the dependency is code (an
 * import found in a chunk) or data (the registry naming a manifest). Resource timings rather than the
 * DevTools initiators, because the initiator stack misses data dependencies (a fetch that waited for
 * another's answer shows only the code that made it). It can overcount where a request waited on the CPU
 * rather than on its predecessor; BENCH_VERBOSE=1 prints the chain, so a link can be checked by eye.
 */
export interface TimedRequest {
  name: string;
  startTime: number;
  responseEnd: number;
}

export interface RoundTrips {
  depth: number;
  chain: string[];
}

/** The longest dependent chain among `requests` (all started before content), the document being the first link. */
export function roundTripDepth(documentFirstByte: number, requests: readonly TimedRequest[]): RoundTrips {
  const sorted = [...requests].sort((a, b) => a.startTime - b.startTime);
  const links: { request: TimedRequest; depth: number; previous?: number }[] = [];
  for (const request of sorted) {
    let best = { depth: request.startTime >= documentFirstByte ? 2 : 1, previous: undefined as number | undefined };
    links.forEach((link, index) => {
      if (link.request.responseEnd <= request.startTime && link.depth + 1 > best.depth) best = { depth: link.depth + 1, previous: index };
    });
    links.push({ request, ...best });
  }
  let deepest = links.reduce<number | undefined>(
    (found, link, index) => (found === undefined || link.depth > links[found]!.depth ? index : found),
    undefined,
  );
  const chain: string[] = [];
  const depth = deepest === undefined ? 1 : links[deepest]!.depth;
  while (deepest !== undefined) {
    chain.unshift(links[deepest]!.request.name);
    deepest = links[deepest]!.previous;
  }
  return { depth, chain: ['(document)', ...chain] };
}

/** Reads the page's resource timings of everything started before `beforeMs` and derives the depth. */
export async function measureRoundTrips(page: Page, beforeMs: number): Promise<RoundTrips> {
  const { firstByte, requests } = await page.evaluate((limit) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime <= limit)
      .map((entry) => ({ name: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd }));
    return { firstByte: navigation?.responseStart ?? 0, requests: entries };
  }, beforeMs);
  return roundTripDepth(firstByte, requests);
}
