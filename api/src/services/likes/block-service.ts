import type { Db } from '../../db/db.ts';
import type { BlocksResponse } from '../../contracts/likes.ts';
import { blockableMemberExists, deleteBlock, insertBlock, listBlocks } from '../../repositories/blocks.ts';
import { deleteLikesBetween, findSummaries } from '../../repositories/likes.ts';
import { likesError } from './likes-error.ts';
import { profileSummary } from '../member-search.ts';

/**
 * Runs inside the block's transaction, so a failing listener undoes the block. It may return a function to run
 * once the block has committed (events to sockets, file removal): it must not throw.
 */
export type MemberBlockedListener = (tx: Db, blockerId: number, blockedId: number) => Promise<void | AfterBlockCommit>;
export type AfterBlockCommit = () => Promise<void>;

const blockedListeners = new Set<MemberBlockedListener>();

/**
 * Other features clean up after a block here (blocking removes chats and likes). The chat feature
 * registers a listener that deletes the two members' conversations; returns a function that unregisters it.
 */
export function onMemberBlocked(listener: MemberBlockedListener): () => void {
  blockedListeners.add(listener);
  return () => blockedListeners.delete(listener);
}

/**
 * Blocks a member: the block, the removal of likes both ways and every listener commit together. Ids that
 * name nobody (never existed, deleted) answer exactly like a real block, so the answer never tells which ids
 * exist, just as invisible members and members who blocked me answer like anyone else.
 */
export async function blockProfile(db: Db, blockerId: number, blockedId: number): Promise<{ blocked: true }> {
  if (blockerId === blockedId) throw likesError(422, 'cannot_block_self');
  if (!(await blockableMemberExists(db, blockedId))) return { blocked: true };
  const afterCommit = await db.transaction((tx) => blockWithin(tx, blockerId, blockedId));
  for (const followUp of afterCommit) await followUp();
  return { blocked: true };
}

/**
 * The block itself inside the caller's transaction (a report with "also block" commits both together): the
 * block, the likes both ways and every listener. The caller runs the returned follow-ups once it has committed.
 */
export async function blockWithin(tx: Db, blockerId: number, blockedId: number): Promise<AfterBlockCommit[]> {
  await insertBlock(tx, blockerId, blockedId);
  await deleteLikesBetween(tx, blockerId, blockedId);
  const followUps: AfterBlockCommit[] = [];
  for (const listener of blockedListeners) {
    const followUp = await listener(tx, blockerId, blockedId);
    if (followUp) followUps.push(followUp);
  }
  return followUps;
}

/** Lifts my block; the likes it removed stay removed. Unblocking someone not blocked is fine. */
export async function unblockProfile(db: Db, blockerId: number, blockedId: number): Promise<{ blocked: false }> {
  await deleteBlock(db, blockerId, blockedId);
  return { blocked: false };
}

export async function listBlockedProfiles(db: Db, blockerId: number, cdnPrefix: string): Promise<BlocksResponse> {
  const blocks = await listBlocks(db, blockerId);
  const summaries = new Map(
    (
      await findSummaries(
        db,
        blocks.map((block) => block.blocked_id),
      )
    ).map((row) => [row.id, row]),
  );
  return {
    profiles: blocks.flatMap((block) => {
      const row = summaries.get(block.blocked_id);
      return row ? [{ id: row.id, blocked_at: block.blocked_at.toISOString(), profile: profileSummary(row, cdnPrefix) }] : [];
    }),
  };
}
