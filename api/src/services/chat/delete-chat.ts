import type { Db } from '../../db/db.ts';
import type { DeleteChatBody, DeleteChatResponse } from '../../contracts/chat.ts';
import type { RealtimeBus } from '../../realtime/realtime-bus.ts';
import {
  conversationIdsBetween,
  deleteConversations,
  findConversationFor,
  type DeletedConversation,
} from '../../repositories/conversations.ts';
import { onMemberBlocked } from '../likes/block-service.ts';
import type { ChatContext } from './chat-context.ts';
import { chatError } from './chat-error.ts';
import { removeChatImages } from './chat-image-files.ts';
import { removeChatVoices } from './chat-voice-files.ts';
import { publishCounts } from './member-counts.ts';

/**
 * DELETE chat.php: removes one conversation of mine, or every chat with a profile, for both members
 * (a chat_removed event tells both). Someone else's conversation is a 404, never a removal.
 */
export async function deleteChat(ctx: ChatContext, memberId: number, body: DeleteChatBody): Promise<DeleteChatResponse> {
  if ((body.conversation === undefined) === (body.profile === undefined)) throw chatError(400, 'chat_target_required');
  const removed = await ctx.db.transaction(async (tx) => {
    let ids: number[];
    if (body.conversation !== undefined) {
      const conversation = await findConversationFor(tx, body.conversation, memberId, { lock: true });
      if (!conversation) throw chatError(404, 'conversation_not_found');
      ids = [conversation.id];
    } else {
      ids = await conversationIdsBetween(tx, memberId, body.profile!);
    }
    return deleteConversations(tx, ids);
  });
  await removeChatImages(ctx.dataDir, removed.imageFiles);
  await removeChatVoices(ctx.dataDir, removed.imageFiles);
  await announceRemoval(ctx.db, ctx.realtime, removed.deleted);
  return { deleted: removed.deleted.length };
}

/** chat_removed to both members of each removed conversation, then their new counts. */
export async function announceRemoval(db: Db, realtime: RealtimeBus, deleted: readonly DeletedConversation[]): Promise<void> {
  for (const conversation of deleted) {
    await realtime.publish([conversation.member_a, conversation.member_b], { type: 'chat_removed', conversation: conversation.id });
  }
  await publishCounts(
    db,
    realtime,
    deleted.flatMap((conversation) => [conversation.member_a, conversation.member_b]),
  );
}

/**
 * A block removes the two members' chats, inside the block's transaction (a failure undoes the block).
 * Once the block has committed, both members hear chat_removed and the removed images' files go.
 * Returns the function that unregisters the listener (the chat routes call it when the app closes).
 */
export function removeChatsOnBlock(ctx: Pick<ChatContext, 'db' | 'realtime' | 'dataDir' | 'log'>): () => void {
  return onMemberBlocked(async (tx, blockerId, blockedId) => {
    const removed = await deleteConversations(tx, await conversationIdsBetween(tx, blockerId, blockedId));
    if (removed.deleted.length === 0) return;
    return async () => {
      try {
        await removeChatImages(ctx.dataDir, removed.imageFiles);
        await removeChatVoices(ctx.dataDir, removed.imageFiles);
        await announceRemoval(ctx.db, ctx.realtime, removed.deleted);
      } catch (error) {
        ctx.log.warn({ err: error, blockerId, blockedId }, 'announcing chats removed by a block failed');
      }
    };
  });
}
