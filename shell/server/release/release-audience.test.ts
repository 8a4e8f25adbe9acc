// @vitest-environment node
import { entryAfterRelease, parseAudience } from './release-audience';

const OLD = 'https://cdn.example/mfe-landers/1.0.0/mf-manifest.json';
const NEW = 'https://cdn.example/mfe-landers/1.1.0/mf-manifest.json';
const B = 'https://cdn.example/mfe-landers/0.9.0-b/mf-manifest.json';

describe('entryAfterRelease', () => {
  it('points every visitor at a release to all, keeping the traffic sources and ending a rollout', () => {
    expect(entryAfterRelease(OLD, NEW, { kind: 'all' })).toBe(NEW);
    expect(entryAfterRelease(undefined, NEW, { kind: 'all' })).toBe(NEW);
    expect(entryAfterRelease({ entry: OLD, variants: { tiktok: B }, rollout: { entry: NEW, percent: 20 } }, NEW, { kind: 'all' })).toEqual({
      entry: NEW,
      variants: { tiktok: B },
    });
    expect(entryAfterRelease({ entry: OLD, variants: {}, rollout: { entry: NEW, percent: 20 } }, NEW, { kind: 'all' })).toBe(NEW);
  });

  it('gives one traffic source its own build and leaves the default', () => {
    expect(entryAfterRelease(OLD, NEW, { kind: 'source', source: 'tiktok' })).toEqual({ entry: OLD, variants: { tiktok: NEW } });
    expect(entryAfterRelease({ entry: OLD, variants: { google: B } }, NEW, { kind: 'source', source: 'tiktok' })).toEqual({
      entry: OLD,
      variants: { google: B, tiktok: NEW },
    });
  });

  it('sets or replaces the rollout for a percentage and leaves the default for the rest', () => {
    expect(entryAfterRelease(OLD, NEW, { kind: 'percent', percent: 10 })).toEqual({ entry: OLD, rollout: { entry: NEW, percent: 10 } });
    expect(entryAfterRelease({ entry: OLD, rollout: { entry: B, percent: 50 } }, NEW, { kind: 'percent', percent: 5 })).toEqual({
      entry: OLD,
      rollout: { entry: NEW, percent: 5 },
    });
  });
});

describe('parseAudience', () => {
  it('reads all, a source or a percentage', () => {
    expect(parseAudience({})).toEqual({ kind: 'all' });
    expect(parseAudience({ source: 'tiktok' })).toEqual({ kind: 'source', source: 'tiktok' });
    expect(parseAudience({ percent: '25' })).toEqual({ kind: 'percent', percent: 25 });
  });

  it('refuses a percentage outside 1-99, a fraction, both at once and a source that is no key', () => {
    for (const percent of ['0', '100', '12.5', '-3', 'ten', '']) expect(() => parseAudience({ percent })).toThrow(/--percent/);
    expect(() => parseAudience({ source: 'tiktok', percent: '10' })).toThrow(/not both/);
    expect(() => parseAudience({ source: 'a b' })).toThrow(/--source/);
    expect(() => parseAudience({ source: '' })).toThrow(/--source/);
  });
});
