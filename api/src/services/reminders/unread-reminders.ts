import type { Db } from '../../db/db.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderActionMail } from '../../mail/render.ts';
import { siteMailName, siteSender } from '../../mail/site-sender.ts';
import { UNREAD_REMINDER_MAIL } from '../../mail/templates/unread-reminder.ts';
import type { SiteConfigRow } from '../../repositories/site-config.ts';
import { findDueReminders, recordReminder, type DueReminderRow } from '../../repositories/chat-reminders.ts';
import { unsubscribeUrl } from '../profile/unsubscribe-token.ts';

/** Messages unread this long bring a reminder. */
export const REMINDER_AFTER_HOURS = 24;
/** Names listed in one mail; more chats still count as reminded. */
const MAX_NAMES = 5;

export interface ReminderContext {
  db: Db;
  mailer: Mailer;
  log: ServiceLog;
  /** The site whose name and sender the mail carries (members are not tied to one site). */
  site: SiteConfigRow;
  /** Where links point: the site's configured origin (SITE_ORIGIN or https://<domain>), never a request header. */
  origin: string;
  now: Date;
}

export interface ReminderRun {
  /** Mails sent (one per member). */
  mailed: number;
  /** Conversations those mails covered. */
  conversations: number;
  /** Members whose mail failed; they are tried again on the next run. */
  failed: number;
}

/**
 * The daily unread-message reminder: one mail per member listing the chats with a message unread for 24 hours,
 * each conversation once per unread spell (chat_reminders remembers up to which message it was mailed). Members
 * who turned the kind off, whose address is blocked or unconfirmed, get nothing. A failed mail is logged and
 * left unrecorded, so the next run tries again.
 */
export async function sendUnreadReminders(ctx: ReminderContext): Promise<ReminderRun> {
  const cutoff = new Date(ctx.now.getTime() - REMINDER_AFTER_HOURS * 60 * 60 * 1000);
  const due = await findDueReminders(ctx.db, cutoff);
  const byMember = new Map<number, DueReminderRow[]>();
  for (const row of due) byMember.set(row.member_id, [...(byMember.get(row.member_id) ?? []), row]);

  const run: ReminderRun = { mailed: 0, conversations: 0, failed: 0 };
  for (const [memberId, rows] of byMember) {
    try {
      await mailMember(ctx, rows);
      for (const row of rows) await recordReminder(ctx.db, memberId, row.conversation, row.up_to_message_id, ctx.now);
      run.mailed += 1;
      run.conversations += rows.length;
    } catch (error) {
      run.failed += 1;
      ctx.log.error({ err: error, memberId }, 'unread reminder mail failed');
    }
  }
  return run;
}

async function mailMember(ctx: ReminderContext, rows: readonly DueReminderRow[]): Promise<void> {
  const first = rows[0]!;
  const siteName = siteMailName(ctx.site.settings);
  const names = [...new Set(rows.map((row) => row.partner_name))];
  const senders = names.length > MAX_NAMES ? `${names.slice(0, MAX_NAMES).join(', ')}, …` : names.join(', ');
  // One chat: straight into it; several: the chat list.
  const link = rows.length === 1 ? `${ctx.origin}/chats/${first.conversation}` : `${ctx.origin}/chats`;
  const mail = renderActionMail(UNREAD_REMINDER_MAIL, first.language, link, { name: first.name, site: siteName, senders });
  const unsubscribe = await unsubscribeUrl(ctx.db, ctx.origin, first.member_id);
  await ctx.mailer.send({
    to: first.email,
    from: siteSender(siteName, ctx.site.domain),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
