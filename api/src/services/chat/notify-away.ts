import type { RealtimeBus } from '../../realtime/realtime-bus.ts';
import { sendPush, type PushContext, type PushMessage } from '../push/send-push.ts';

/** What notifying needs: the push context (db, log) and the bus that knows who has a socket open. */
export interface NotifyContext extends PushContext {
  realtime: RealtimeBus;
}

/**
 * Web Push to a member with no open socket (an app or a request context fits). sendPush skips kinds the member
 * turned off. Never throws: a failed push is logged and must not fail the send that caused it.
 */
export async function notifyAway(ctx: NotifyContext, memberId: number, message: PushMessage): Promise<void> {
  try {
    if (await ctx.realtime.isOnline(memberId)) return;
    await sendPush(ctx, memberId, message);
  } catch (error) {
    ctx.log.warn({ err: error, memberId, kind: message.kind }, 'push to away member failed');
  }
}
