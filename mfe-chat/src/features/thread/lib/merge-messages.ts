import type { ChatMessage } from '@dating/shared-kit';

/**
 * Adds messages to a page list (oldest first) without doubles: a message can arrive by the send answer,
 * the realtime event and a refetch, in any order. Ids grow with time, so sorting by id keeps the order.
 */
export function mergeMessages(existing: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(existing.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
