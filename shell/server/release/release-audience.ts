import type { RemoteEntry } from '../../src/federation/remotes-registry';

/** Who a release reaches: every visitor, the visitors of one traffic source, or a stable share of visitors. */
export type Audience = { kind: 'all' } | { kind: 'source'; source: string } | { kind: 'percent'; percent: number };

export function parseAudience(flags: { source?: string; percent?: string }): Audience {
  if (flags.source !== undefined && flags.percent !== undefined) throw new Error('give --source or --percent, not both');
  if (flags.source !== undefined) {
    if (!/^[A-Za-z0-9_.-]+$/.test(flags.source)) throw new Error(`--source ${flags.source}: a traffic source is letters, digits, _ . -`);
    return { kind: 'source', source: flags.source };
  }
  if (flags.percent !== undefined) {
    const percent = Number(flags.percent);
    if (!Number.isInteger(percent) || percent < 1 || percent > 99)
      throw new Error(`--percent ${flags.percent}: a whole number from 1 to 99 (100 is a release to all)`);
    return { kind: 'percent', percent };
  }
  return { kind: 'all' };
}

/**
 * The registry entry after releasing the build at `url` to `audience`. A release to all replaces the default
 * and ends a running rollout (it has reached everyone) but keeps other traffic sources' builds; a source gets
 * its own variant; a percentage replaces the rollout and keeps the default for the rest.
 */
export function entryAfterRelease(current: RemoteEntry | undefined, url: string, audience: Audience): RemoteEntry {
  const base = typeof current === 'object' ? current : { entry: current ?? url };
  if (audience.kind === 'all') {
    // The rollout has reached everyone: it ends with this release.
    return base.variants && Object.keys(base.variants).length > 0 ? { entry: url, variants: base.variants } : url;
  }
  if (audience.kind === 'source') return { ...base, variants: { ...base.variants, [audience.source]: url } };
  return { ...base, rollout: { entry: url, percent: audience.percent } };
}
