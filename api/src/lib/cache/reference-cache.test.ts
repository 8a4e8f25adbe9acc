import { describe, expect, it } from 'vitest';
import { ReferenceCache } from './reference-cache.ts';

/** A build the test finishes by hand, counting how often it ran. */
function controlledBuild() {
  let runs = 0;
  let finish: (value: string) => void = () => undefined;
  const build = () => {
    runs++;
    return new Promise<string>((resolve) => {
      finish = resolve;
    });
  };
  return { build, finish: (value: string) => finish(value), runs: () => runs };
}

describe('ReferenceCache', () => {
  it('builds a key once for concurrent misses and serves the kept answer afterwards', async () => {
    const cache = new ReferenceCache();
    const { build, finish, runs } = controlledBuild();
    const first = cache.answer('k', build);
    const second = cache.answer('k', build);
    finish('{"a":1}');
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect((await cache.answer('k', build)).plain.toString()).toBe('{"a":1}');
    expect(runs()).toBe(1);
  });

  it('never keeps a build that was under way when the data changed', async () => {
    const cache = new ReferenceCache();
    const slow = controlledBuild();
    const pending = cache.answer('k', slow.build);
    cache.clear();
    slow.finish('{"old":true}');
    // Its own callers still get it (they asked before the change)...
    expect((await pending).plain.toString()).toBe('{"old":true}');
    // ...but the next request builds again.
    const next = await cache.answer('k', async () => '{"new":true}');
    expect(next.plain.toString()).toBe('{"new":true}');
  });

  it('builds again after maxAge and does not keep a failed build', async () => {
    let now = 0;
    const cache = new ReferenceCache({ maxAgeMs: 1_000, now: () => now });
    let version = 0;
    const build = async () => `{"v":${++version}}`;
    expect((await cache.answer('k', build)).plain.toString()).toBe('{"v":1}');
    now = 999;
    expect((await cache.answer('k', build)).plain.toString()).toBe('{"v":1}');
    now = 1_000;
    expect((await cache.answer('k', build)).plain.toString()).toBe('{"v":2}');

    await expect(cache.object('broken', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.object('broken', async () => 'fine')).toBe('fine');
  });

  it('stays within maxEntries however many keys requests make up', async () => {
    const cache = new ReferenceCache({ maxEntries: 10 });
    for (let i = 0; i < 35; i++) await cache.object(`site:host-${i}.example`, async () => i);
    expect(cache.size).toBeLessThanOrEqual(10);
  });

  it('gives big answers brotli and gzip forms and one strong ETag per content', async () => {
    const cache = new ReferenceCache();
    const big = JSON.stringify({ text: 'x'.repeat(5_000) });
    const answer = await cache.answer('big', async () => big);
    expect(answer.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(answer.br!.length).toBeLessThan(answer.plain.length);
    expect(answer.gzip!.length).toBeLessThan(answer.plain.length);
    const small = await cache.answer('small', async () => '{"a":1}');
    expect(small.br).toBeNull();
    const same = await new ReferenceCache().answer('other-key', async () => big);
    expect(same.etag).toBe(answer.etag);
  });
});
