import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { addMember as addListedMember, type TestMember as ListedMember } from '../likes/test-members.ts';

/** Test-only: members, photos, likes and blocks written with SQL, independent of the login and likes features. */
export type TestMember = Omit<ListedMember, 'photo' | 'bodyType'>;

/** A member with a profile to show: blond, athletic, active an hour ago, with `photos` numbered photos (default none). */
export async function addMember(db: Db, member: TestMember): Promise<number> {
  return addListedMember(db, {
    ...member,
    hair: member.hair === undefined ? 'blond' : member.hair,
    bodyType: 'athletic',
    activeMinutesAgo: member.activeMinutesAgo ?? 60,
    photos: member.photos ?? 0,
  });
}

export async function addLike(db: Db, likerId: number, likedId: number, isNew = true): Promise<void> {
  await db.query('insert into likes (liker_id, liked_id, is_new) values ($1, $2, $3)', [likerId, likedId, isNew]);
}

export async function addBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.query('insert into blocks (blocker_id, blocked_id) values ($1, $2)', [blockerId, blockedId]);
}

export async function addInterests(db: Db, memberId: number, slugs: string[]): Promise<void> {
  await db.query(`insert into member_interests (member_id, interest_id) select $1, id from interests where slug = any($2::text[])`, [
    memberId,
    slugs,
  ]);
}

/** Changes one setting of every site and announces it, as an operator's edit must (the API keeps site configs). */
export async function setSetting(app: FastifyInstance, key: string, value: unknown): Promise<void> {
  await app.db.query(`update site_config set settings = jsonb_set(settings, $1::text[], $2::text::jsonb)`, [[key], JSON.stringify(value)]);
  await app.referenceChanged();
}

/** Request headers that log in as `memberId` through the test resolver. */
export const as = (memberId: number) => ({ 'x-test-member': String(memberId) });
