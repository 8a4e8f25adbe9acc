// @vitest-environment node
import { resolveRemotes, rolloutBucket, visitorIdFrom } from './remotes-registry';
import type { RemotesRegistry } from './remotes-registry';

const OLD = 'https://cdn.example/mfe-landers/1.0.0/mf-manifest.json';
const NEW = 'https://cdn.example/mfe-landers/1.1.0/mf-manifest.json';
const TIKTOK = 'https://cdn.example/mfe-landers/2.0.0-b/mf-manifest.json';
const visitors = Array.from({ length: 2000 }, (_, index) => `visitor-${index}`);

const withRollout = (percent: number): RemotesRegistry => ({
  remotes: { 'mfe-landers': { entry: OLD, variants: { tiktok: TIKTOK }, rollout: { entry: NEW, percent } } },
});
const landersFor = (registry: RemotesRegistry, keys: string[], visitor?: string) =>
  resolveRemotes(registry, keys, visitor).find((remote) => remote.name === 'mfe-landers')?.entry;

describe('a remote rolled out to a percentage of visitors', () => {
  it('gives each visitor the same build on every page and visit', () => {
    for (const visitor of visitors.slice(0, 200)) {
      expect(landersFor(withRollout(30), [], visitor)).toBe(landersFor(withRollout(30), [], visitor));
    }
    expect(rolloutBucket('mfe-landers', 'visitor-7')).toBe(rolloutBucket('mfe-landers', 'visitor-7'));
  });

  it('reaches about the percentage asked, and nobody at 0', () => {
    const share = (percent: number) =>
      visitors.filter((visitor) => landersFor(withRollout(percent), [], visitor) === NEW).length / visitors.length;
    expect(share(10)).toBeGreaterThan(0.07);
    expect(share(10)).toBeLessThan(0.13);
    expect(share(50)).toBeGreaterThan(0.45);
    expect(share(50)).toBeLessThan(0.55);
    expect(share(0)).toBe(0);
  });

  it('keeps everyone who had the new build when the percentage goes up', () => {
    const at10 = visitors.filter((visitor) => landersFor(withRollout(10), [], visitor) === NEW);
    const at40 = new Set(visitors.filter((visitor) => landersFor(withRollout(40), [], visitor) === NEW));
    expect(at10.length).toBeGreaterThan(0);
    expect(at10.every((visitor) => at40.has(visitor))).toBe(true);
  });

  it('buckets visitors per remote, so two rollouts do not reach the same visitors', () => {
    const differ = visitors.filter((visitor) => rolloutBucket('mfe-landers', visitor) !== rolloutBucket('mfe-chat', visitor));
    expect(differ.length).toBeGreaterThan(visitors.length * 0.9);
  });

  it('gives a visitor without an id the default build', () => {
    expect(landersFor(withRollout(99), [])).toBe(OLD);
  });

  it('lets a traffic source keep its own build whatever the visitor bucket', () => {
    for (const visitor of visitors.slice(0, 100)) expect(landersFor(withRollout(99), ['tiktok'], visitor)).toBe(TIKTOK);
  });

  it('gives everyone the default again once the rollout is gone (a rollback)', () => {
    const rolledBack: RemotesRegistry = { remotes: { 'mfe-landers': { entry: OLD, variants: { tiktok: TIKTOK } } } };
    expect(visitors.every((visitor) => landersFor(rolledBack, [], visitor) === OLD)).toBe(true);
  });
});

describe('visitorIdFrom', () => {
  it('reads the visitor id among other cookies', () => {
    expect(visitorIdFrom('sid=abc; visitor_id=5d1c-77; lang=nl')).toBe('5d1c-77');
    expect(visitorIdFrom('visitor_id=a%3Db')).toBe('a=b');
  });

  it('answers nothing without one, or for a cookie that only ends in the name', () => {
    expect(visitorIdFrom('')).toBeUndefined();
    expect(visitorIdFrom('sid=abc')).toBeUndefined();
    expect(visitorIdFrom('old_visitor_id=x')).toBeUndefined();
    expect(visitorIdFrom('visitor_id=')).toBeUndefined();
  });
});
