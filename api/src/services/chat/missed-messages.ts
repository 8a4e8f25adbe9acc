import type { ChatMessage } from '../../contracts/chat.ts';
import type { StoredSiteSettings } from '../../contracts/settings.ts';
import type { Db } from '../../db/db.ts';
import { latestMessageId, listMessagesAfter } from '../../repositories/missed-messages.ts';
import { messageViews } from './conversation-page.ts';

/** Messages per read of a catch-up; a socket that missed more gets them in several reads. */
const PAGE = 100;
/** A catch-up stops here: a client that missed more reloads its lists anyway (the chat list refetches). */
export const MAX_MISSED_MESSAGES = 1_000;

/**
 * The messages a socket missed (its connection dropped, or the bus between instances was away): those of my
 * conversations after `after` up to the newest at this moment, as I see them, in pages handed to `deliver`.
 * Answers the id delivery is complete up to (the newest id now), where the next catch-up starts.
 */
export async function catchUpMessages(
  db: Db,
  memberId: number,
  after: number | null,
  site: { cdn_prefix: string; gift_credits: number },
  /** A classifier checks chat images: unchecked ones reach the receiver blurred (see messageView). */
  checkPictures: boolean,
  /** The member's language and their signup site's settings (gift prices); asked only when messages were missed. */
  member: () => Promise<{ language: string; settings: Pick<StoredSiteSettings, 'gift_credits'> } | null>,
  deliver: (messages: ChatMessage[]) => void,
): Promise<number> {
  const latest = await latestMessageId(db, memberId);
  if (after === null || after >= latest) return Math.max(latest, after ?? 0);
  const me = await member();
  const ctx = {
    db,
    locale: me?.language ?? 'nl',
    checkPictures,
    // messageViews reads only the prefix of pictures and the price of a gift without its own.
    settings: {
      cdn_prefix: site.cdn_prefix,
      gift_credits: me?.settings.gift_credits ?? site.gift_credits,
      message_credits: 0,
      photo_credits: 0,
      message_length: 0,
    },
  };
  let cursor = after;
  let sent = 0;
  while (sent < MAX_MISSED_MESSAGES) {
    const rows = await listMessagesAfter(db, memberId, cursor, latest, PAGE);
    if (rows.length === 0) break;
    deliver(await messageViews(ctx, memberId, rows));
    sent += rows.length;
    cursor = rows[rows.length - 1]!.id;
    if (rows.length < PAGE) break;
  }
  return latest;
}
