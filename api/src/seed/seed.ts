import { join } from 'node:path';
import type { Db } from '../db/db.ts';
import { listInterests } from '../repositories/interests.ts';
import { listRegions } from '../repositories/regions.ts';
import { COUNTRIES } from './data/countries.ts';
import { insertMembers } from './insert-members.ts';
import { generateMember, type MemberSeed, type RegionRef } from './members.ts';
import { ensureGiftPictures } from './pictures/gift-pictures.ts';
import { ensurePicturePool } from './pictures/picture-pool.ts';
import { Prng } from './prng.ts';
import { seedReference } from './reference.ts';

export interface SeedOptions {
  members: number;
  /** Empty every seeded table first. */
  reset: boolean;
  /** Pictures land in <dataDir>/media/members. */
  dataDir: string;
  /** Distinct generated portraits shared by all members (default 200). */
  pictures?: number;
  /** PRNG seed: the same value gives the same members. */
  seed?: number;
  log?: (line: string) => void;
}

export interface SeedSummary {
  skipped: boolean;
  members: number;
  photos: number;
  memberInterests: number;
  picturesGenerated: number;
  picturesReused: number;
  timingsMs: Record<string, number>;
}

// Members are generated and inserted in slices so 100k members never sit in memory as one SQL string.
const MEMBERS_PER_SLICE = 5_000;
const SEED_TABLES = 'photos, member_interests, members, site_config, company_info, regions, interests, countries';

export async function runSeed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const timingsMs: Record<string, number> = {};
  const time = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await fn();
    timingsMs[label] = Math.round(performance.now() - started);
    log(`${label}: ${timingsMs[label]} ms`);
    return result;
  };

  if (options.reset) await time('reset', () => db.exec(`truncate ${SEED_TABLES} restart identity cascade`));
  await time('reference data', () => seedReference(db));
  // The gift catalogue lives in migration 0009; its pictures are drawn here on every run (missing ones only).
  await time('gift pictures', () => ensureGiftPictures(join(options.dataDir, 'media')));

  const existing = await db.query<{ count: number }>('select count(*) as count from members');
  if ((existing.rows[0]?.count ?? 0) > 0) {
    log(`members already seeded (${existing.rows[0]?.count}); use --reset to start over`);
    return { skipped: true, members: 0, photos: 0, memberInterests: 0, picturesGenerated: 0, picturesReused: 0, timingsMs };
  }

  const pool = await time('picture pool', () =>
    ensurePicturePool(join(options.dataDir, 'media'), options.pictures ?? 200, options.seed ?? 1),
  );
  const prng = new Prng(options.seed ?? 1);
  const interestIds = (await listInterests(db)).map((interest) => interest.id);
  const regionsByCountry = new Map<string, RegionRef[]>();
  for (const region of await listRegions(db)) {
    const list = regionsByCountry.get(region.country) ?? [];
    list.push({ id: region.id, name: region.name });
    regionsByCountry.set(region.country, list);
  }
  // A fixed "now" per run keeps all dates of one seed consistent with each other.
  const now = Date.now();
  const countryWeights = COUNTRIES.map((country) => [country, country.weight] as const);

  const counts = await time('members', () =>
    db.transaction(async (tx) => {
      let photos = 0;
      let memberInterests = 0;
      for (let first = 1; first <= options.members; first += MEMBERS_PER_SLICE) {
        const last = Math.min(options.members, first + MEMBERS_PER_SLICE - 1);
        const slice: MemberSeed[] = [];
        for (let id = first; id <= last; id++) {
          const country = prng.weighted(countryWeights);
          slice.push(generateMember(prng, id, country, regionsByCountry.get(country.code) ?? [], now));
        }
        const inserted = await insertMembers(tx, prng, slice, interestIds, pool.pictures);
        photos += inserted.photos;
        memberInterests += inserted.memberInterests;
        if (options.members > MEMBERS_PER_SLICE) log(`  ${last} / ${options.members} members`);
      }
      // Ids were given explicitly; move the identity past them so sign-ups get fresh ids.
      await tx.query(`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`);
      return { photos, memberInterests };
    }),
  );
  // vacuum sets the visibility map, so search counts run as index-only scans; PGlite has no autovacuum to
  // do it later. One statement per exec: VACUUM refuses to run inside a (implicit) transaction block.
  await time('analyze', async () => {
    for (const table of ['members', 'member_interests', 'photos']) await db.exec(`vacuum analyze ${table}`);
  });

  return {
    skipped: false,
    members: options.members,
    photos: counts.photos,
    memberInterests: counts.memberInterests,
    picturesGenerated: pool.generated,
    picturesReused: pool.reused,
    timingsMs,
  };
}
