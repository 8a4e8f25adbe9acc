import type { Db } from '../db/db.ts';
import { insertRows } from './batch-insert.ts';
import type { MemberSeed } from './members.ts';
import type { PoolPicture } from './pictures/picture-pool.ts';
import type { Prng } from './prng.ts';

const MEMBER_COLUMNS = [
  'id',
  'name',
  'gender',
  'sexuality',
  'birthdate',
  'country',
  'region_id',
  'relationship_status',
  'hair_colour',
  'eye_colour',
  'body_type',
  'tattoos',
  'reason',
  'about',
  'language',
  'fictional',
  'invisible',
  'status',
  'paid_user',
  'credits',
  'created_at',
  'last_active_at',
] as const;

export interface InsertedCounts {
  photos: number;
  memberInterests: number;
}

/** Members with 2-6 interests and 1-4 active photos (first is main) from the gender's half of the pool. */
export async function insertMembers(
  db: Db,
  prng: Prng,
  members: readonly MemberSeed[],
  interestIds: readonly number[],
  pool: readonly PoolPicture[],
): Promise<InsertedCounts> {
  const memberRows = members.map((m) => [
    m.id,
    m.name,
    m.gender,
    m.sexuality,
    m.birthdate,
    m.country,
    m.regionId,
    m.relationshipStatus,
    m.hairColour,
    m.eyeColour,
    m.bodyType,
    m.tattoos,
    m.reason,
    m.about,
    m.language,
    m.fictional,
    m.invisible,
    m.status,
    m.paidUser,
    m.credits,
    m.createdAt,
    m.lastActiveAt,
  ]);
  await insertRows(db, 'members', MEMBER_COLUMNS, memberRows);
  // A balance only ever moves through the ledger: the starting credits are its first row.
  const ledgerRows = members.filter((m) => m.credits !== 0).map((m) => [m.id, m.credits, 'seed', m.createdAt]);
  await insertRows(db, 'credit_ledger', ['member_id', 'delta', 'reason', 'created_at'], ledgerRows);

  const interestRows: [number, number][] = [];
  const photoRows: [number, string, string, string, boolean, string][] = [];
  const poolByGender = {
    female: pool.filter((picture) => picture.gender === 'female'),
    male: pool.filter((picture) => picture.gender === 'male'),
  };
  for (const member of members) {
    for (const interestId of prng.sample(interestIds, prng.int(2, 6))) interestRows.push([member.id, interestId]);
    const candidates = poolByGender[member.gender].length ? poolByGender[member.gender] : pool;
    prng.sample(candidates, prng.int(1, 4)).forEach((picture, index) => {
      photoRows.push([member.id, picture.filename, picture.thumbFilename, 'active', index === 0, member.createdAt]);
    });
  }
  await insertRows(db, 'member_interests', ['member_id', 'interest_id'], interestRows);
  await insertRows(db, 'photos', ['member_id', 'filename', 'thumb_filename', 'status', 'is_main', 'created_at'], photoRows);
  return { photos: photoRows.length, memberInterests: interestRows.length };
}
