import type { Db } from '../../db/db.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import type { RealtimeBus } from '../../realtime/realtime-bus.ts';

/** The site settings the chat reads (costs and limits, paths of pictures). */
export interface ChatSettings {
  cdn_prefix: string;
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  message_length: number;
}

/** Plain values the chat services take (built from the request in routes/chat/chat-context.ts). */
export interface ChatContext {
  db: Db;
  realtime: RealtimeBus;
  log: ServiceLog;
  now: Date;
  settings: ChatSettings;
  /** Chat images live in <dataDir>/chat-images, outside the public media folder. */
  dataDir: string;
  /** Language of names in the answer (gifts); Dutch is the fallback. */
  locale: string;
  /** A classifier runs: image messages are queued for it and reach the receiver blurred until it finds them not explicit. */
  checkPictures?: boolean;
  /** A picture was queued: the checks start at once rather than at the next poll. */
  nudgeChecks?: () => void;
}
