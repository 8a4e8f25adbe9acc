import type { Db } from '../db/db.ts';
import type { Gender } from '../contracts/members.ts';
import type { MemberSearchRow } from './members.ts';
import { notBlockedSql } from './blocks.ts';
import { boostRunningSql } from './boosts.ts';

/**
 * Who may appear to another member: the same text as the search's FINDABLE predicate (repositories/members.ts):
 * not invisible, not deleted, active or not yet confirmed.
 */
export const VISIBLE_MEMBER = `not m.invisible and m.deleted_at is null and m.status in ('active', 'not_confirmed')`;

/** The columns of a ProfileSummary for member `m` (same row shape as the member search). */
export const SUMMARY_COLUMNS = `m.id, m.name, date_part('year', age(current_date, m.birthdate))::int as age, m.country,
       r.name as region, m.fictional, m.verified_at is not null as verified, p.filename, p.thumb_filename`;
export const SUMMARY_JOINS = `left join regions r on r.id = m.region_id
       left join photos p on p.member_id = m.id and p.is_main and p.status = 'active'`;

export type SummaryRow = MemberSearchRow;

export type StoredLikeSource = 'profile' | 'swipe' | 'match_finder' | 'likes' | 'auto';

/** The target of a like as the viewer may see it; null when unknown, hidden or blocked either way. */
export interface LikeTarget {
  id: number;
  gender: Gender;
  country: string;
}

export async function findVisibleMember(db: Db, viewerId: number, memberId: number): Promise<LikeTarget | null> {
  const { rows } = await db.query<LikeTarget>(
    `select m.id, m.gender, m.country from members m
      where m.id = $2 and ${VISIBLE_MEMBER} and ${notBlockedSql('m.id', '$1')}`,
    [viewerId, memberId],
  );
  return rows[0] ?? null;
}

/** Inserts the like unless it exists (liking twice keeps the first like); true when a row was written. */
export async function insertLike(db: Db, likerId: number, likedId: number, source: StoredLikeSource): Promise<boolean> {
  const { rows } = await db.query<{ liker_id: number }>(
    `insert into likes (liker_id, liked_id, source) values ($1, $2, $3) on conflict do nothing returning liker_id`,
    [likerId, likedId, source],
  );
  return rows.length > 0;
}

export async function deleteLike(db: Db, likerId: number, likedId: number): Promise<void> {
  await db.query(`delete from likes where liker_id = $1 and liked_id = $2`, [likerId, likedId]);
}

/** Blocking removes the likes of both members for each other. */
export async function deleteLikesBetween(db: Db, memberId: number, otherId: number): Promise<void> {
  await db.query(`delete from likes where (liker_id = $1 and liked_id = $2) or (liker_id = $2 and liked_id = $1)`, [memberId, otherId]);
}

export async function likeExists(db: Db, likerId: number, likedId: number): Promise<boolean> {
  const { rows } = await db.query(`select 1 from likes where liker_id = $1 and liked_id = $2`, [likerId, likedId]);
  return rows.length > 0;
}

/**
 * Opening a liked-by profile clears its new-like flag. The profile page (member.php) calls this too.
 * `memberId` is the member who received the like, `likerId` the one who gave it.
 */
export async function markLikeSeen(db: Db, memberId: number, likerId: number): Promise<void> {
  await db.query(`update likes set is_new = false where liker_id = $1 and liked_id = $2 and is_new`, [likerId, memberId]);
}

export interface LikeListRow extends SummaryRow {
  liked_at: Date;
  /** The like in the other direction exists. */
  match: boolean;
  /** Received likes only: not yet seen. */
  is_new: boolean;
  /** A super like. */
  super: boolean;
}

/** Upper bound of each likes list; new_likes is counted separately, so the badge stays exact. */
export const LIKES_LIST_LIMIT = 500;

/** Likes I gave (direction 'given') or received ('received'), newest first, only of visible, unblocked members. */
export async function listLikes(db: Db, memberId: number, direction: 'given' | 'received'): Promise<LikeListRow[]> {
  const [mine, theirs] = direction === 'given' ? ['liker_id', 'liked_id'] : ['liked_id', 'liker_id'];
  const { rows } = await db.query<LikeListRow>(
    `select ${SUMMARY_COLUMNS}, l.created_at as liked_at, l.is_new, l.super,
            exists (select 1 from likes back where back.liker_id = l.liked_id and back.liked_id = l.liker_id) as match
       from likes l
       join members m on m.id = l.${theirs}
       ${SUMMARY_JOINS}
      where l.${mine} = $1 and ${VISIBLE_MEMBER} and ${notBlockedSql('m.id', '$1')}
      order by l.created_at desc, m.id desc
      limit ${LIKES_LIST_LIMIT}`,
    [memberId],
  );
  return rows;
}

/** New received likes of visible, unblocked members: the menu badge and the page title. */
export async function countNewLikes(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*) as count from likes l join members m on m.id = l.liker_id
      where l.liked_id = $1 and l.is_new and ${VISIBLE_MEMBER} and ${notBlockedSql('m.id', '$1')}`,
    [memberId],
  );
  return rows[0]?.count ?? 0;
}

/** Summaries of the given members, in the order of the ids. */
export async function findSummaries(db: Db, ids: readonly number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<SummaryRow>(`select ${SUMMARY_COLUMNS} from members m ${SUMMARY_JOINS} where m.id = any($1::int[])`, [
    [...ids],
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type LikeEventKind = 'swipe' | 'auto';

export async function insertLikeEvent(db: Db, memberId: number, profileId: number, kind: LikeEventKind): Promise<void> {
  await db.query(`insert into like_events (member_id, profile_id, kind) values ($1, $2, $3)`, [memberId, profileId, kind]);
}

export async function countLikeEventsSince(db: Db, memberId: number, kind: LikeEventKind, since: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*) as count from like_events where member_id = $1 and kind = $2 and created_at >= $3`,
    [memberId, kind, since],
  );
  return rows[0]?.count ?? 0;
}

/** Serialises quota checks of one member (two tabs swiping at once) until the transaction ends. */
export async function lockMember(tx: Db, memberId: number): Promise<void> {
  await tx.query(`select id from members where id = $1 for update`, [memberId]);
}

export async function insertSwipePass(db: Db, memberId: number, profileId: number): Promise<void> {
  await db.query(`insert into swipe_passes (member_id, profile_id) values ($1, $2) on conflict do nothing`, [memberId, profileId]);
}

/** What a member looks for, from their gender and sexuality (bi: both genders). */
export interface Seeker {
  id: number;
  country: string;
  wantedGenders: Gender[];
}

export async function findSeeker(db: Db, memberId: number): Promise<Seeker | null> {
  const { rows } = await db.query<{ id: number; gender: Gender; sexuality: string; country: string }>(
    `select id, gender, sexuality, country from members where id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) return null;
  const other: Gender = row.gender === 'male' ? 'female' : 'male';
  const wantedGenders: Gender[] =
    row.sexuality === 'bi' ? ['female', 'male'] : row.sexuality === 'gay' || row.sexuality === 'lesbian' ? [row.gender] : [other];
  return { id: row.id, country: row.country, wantedGenders };
}

/** Members the seeker looks for, visible, unblocked, not the seeker, with no like either way. */
const sought = `${VISIBLE_MEMBER} and m.id <> $1 and m.gender = any($2::text[]) and m.country = $3
        and ${notBlockedSql('m.id', '$1')}`;
const candidateConditions = `${sought}
        and not exists (select 1 from likes l where (l.liker_id = $1 and l.liked_id = m.id) or (l.liker_id = m.id and l.liked_id = $1))`;
// The swipe game also deals the cards of members who super liked me (highlighted, first): answering them is the point.
const swipeConditions = `${sought}
        and not exists (select 1 from likes l where (l.liker_id = $1 and l.liked_id = m.id) or (l.liker_id = m.id and l.liked_id = $1 and not l.super))`;

/**
 * The next cards of the swipe game: not passed either, members with a photo first, then the most recently
 * active. Ids only; the summaries follow with findSummaries.
 */
export async function findSwipeCandidates(db: Db, seeker: Seeker, limit: number, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select m.id from members m
      where ${swipeConditions}
        and not exists (select 1 from swipe_passes s where s.member_id = $1 and s.profile_id = m.id)
      -- Who super liked me comes first: that card is the one worth showing (it is highlighted). Then members who
      -- paid for a boost in the seeker's country (the stack is of that country only).
      order by exists (select 1 from likes sl where sl.liker_id = m.id and sl.liked_id = $1 and sl.super) desc,
               ${boostRunningSql('m.id', '$5')} desc,
               exists (select 1 from photos p where p.member_id = m.id and p.is_main and p.status = 'active') desc,
               m.last_active_at desc nulls last, m.id desc
      limit $4`,
    [seeker.id, seeker.wantedGenders, seeker.country, limit, now],
  );
  return rows.map((row) => row.id);
}

/**
 * A member to record as an auto-liker: must have an active main photo (the new-like modal shows it), and is
 * fictional: a real member never gets a like recorded in their name that they did not give.
 */
export async function findAutoLikeCandidate(db: Db, seeker: Seeker): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `select m.id from members m
      where ${candidateConditions}
        and m.fictional
        and exists (select 1 from photos p where p.member_id = m.id and p.is_main and p.status = 'active')
      order by random()
      limit 1`,
    [seeker.id, seeker.wantedGenders, seeker.country],
  );
  return rows[0]?.id ?? null;
}

/** The newest super like I received and have not seen yet, of a visible, unblocked member (the new-like modal). */
export async function findNewSuperLiker(db: Db, memberId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `select m.id from likes l join members m on m.id = l.liker_id
      where l.liked_id = $1 and l.super and l.is_new and ${VISIBLE_MEMBER} and ${notBlockedSql('m.id', '$1')}
      order by l.created_at desc limit 1`,
    [memberId],
  );
  return rows[0]?.id ?? null;
}
