import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import type { MailMessage, Mailer } from '../../mail/mailer.ts';
import { findSiteConfig, type SiteConfigRow } from '../../repositories/site-config.ts';
import { addMember } from '../../routes/likes/test-members.ts';
import { useTestDb } from '../../test/test-db.ts';
import { verifyUnsubscribeToken } from '../profile/unsubscribe-token.ts';
import { sendUnreadReminders, type ReminderContext } from './unread-reminders.ts';

const db = useTestDb({ reference: true });
const log = { error: () => undefined, warn: () => undefined, info: () => undefined };
const NOW = new Date('2026-03-10T08:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
let site: SiteConfigRow;
let counter = 0;

beforeAll(async () => {
  site = (await findSiteConfig(db(), undefined))!;
});

/** A mailer that keeps what it was given; `fail` makes the next sends throw. */
function testMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { sent: MailMessage[]; fail: boolean } = {
    sent,
    fail: false,
    async send(message) {
      if (this.fail) throw new Error('smtp down');
      sent.push(message);
      return { id: String(sent.length) };
    },
  };
  return mailer;
}

function context(mailer: Mailer, now = NOW): ReminderContext {
  return { db: db(), mailer, log, site, origin: 'https://datingsite.nl', now };
}

async function member(
  name: string,
  fields: { language?: string; status?: 'active' | 'not_confirmed'; email?: boolean } = {},
): Promise<number> {
  const id = await addMember(db(), { name, status: fields.status ?? 'active' });
  counter += 1;
  await db().query('update members set email = $2, language = $3 where id = $1', [
    id,
    fields.email === false ? null : `reminder-${counter}@example.com`,
    fields.language ?? 'nl',
  ]);
  return id;
}

async function conversation(database: Db, a: number, b: number): Promise<number> {
  const { rows } = await database.query<{ id: number }>(
    `insert into conversations (member_a, member_b, started_by, last_message_at) values (least($1::int, $2::int), greatest($1::int, $2::int), $1, now()) returning id`,
    [a, b],
  );
  return rows[0]!.id;
}

async function message(conversationId: number, senderId: number, at: Date, read = false): Promise<number> {
  counter += 1;
  const { rows } = await db().query<{ id: number }>(
    `insert into messages (conversation_id, sender_id, kind, body, client_id, created_at, read_at) values ($1, $2, 'text', 'Hoi', $3, $4, $5) returning id`,
    [conversationId, senderId, `c-${counter}`, at, read ? at : null],
  );
  return Number(rows[0]!.id);
}

/** A member with one chat in which the partner wrote 25 hours ago, unread. */
async function waitingChat(fields: Parameters<typeof member>[1] = {}, partnerName = 'Noor') {
  const recipient = await member('Sam', fields);
  const partner = await member(partnerName);
  const chat = await conversation(db(), partner, recipient);
  await message(chat, partner, hoursAgo(25));
  return { recipient, partner, chat };
}

async function recipientsOf(mailer: ReturnType<typeof testMailer>, ...ids: number[]): Promise<MailMessage[]> {
  const { rows } = await db().query<{ email: string }>('select email from members where id = any($1::int[])', [ids]);
  const addresses = new Set(rows.map((row) => row.email));
  return mailer.sent.filter((mail) => addresses.has(mail.to));
}

describe('daily unread-message reminder', () => {
  it("mails a message unread for 24 h once, in the member's language, with the chat link and List-Unsubscribe", async () => {
    const { recipient, chat } = await waitingChat({ language: 'en' });
    const mailer = testMailer();
    await sendUnreadReminders(context(mailer));
    const [mail, ...others] = await recipientsOf(mailer, recipient);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(`You have unread messages on ${site.settings.mail_name || site.settings.name}`);
    expect(mail!.text).toContain('Unread messages from Noor are waiting for you.');
    expect(mail!.text).toContain(`https://datingsite.nl/chats/${chat}`);
    const unsubscribe = /<(.+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    expect(unsubscribe.startsWith('https://datingsite.nl/api/unsubscribe.php?token=')).toBe(true);
    expect(await verifyUnsubscribeToken(db(), new URL(unsubscribe).searchParams.get('token')!)).toBe(recipient);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The next day's run: the same unread messages are not mailed again.
    const again = testMailer();
    await sendUnreadReminders(context(again, new Date(NOW.getTime() + 24 * 3_600_000)));
    expect(await recipientsOf(again, recipient)).toEqual([]);
  });

  it("leaves out messages younger than 24 h, read messages and the member's own messages", async () => {
    const recipient = await member('Young');
    const partner = await member('Partner');
    const chat = await conversation(db(), partner, recipient);
    await message(chat, partner, hoursAgo(23));
    await message(chat, partner, hoursAgo(30), true);
    await message(chat, recipient, hoursAgo(30));
    const mailer = testMailer();
    await sendUnreadReminders(context(mailer));
    // The recipient's unread message is 23 h old; the partner has the recipient's 30 h old one waiting.
    expect(await recipientsOf(mailer, recipient)).toEqual([]);
    expect((await recipientsOf(mailer, partner)).length).toBe(1);
  });

  it('respects the notification kind, a blocked address, an unconfirmed account and a block between the two', async () => {
    const off = await waitingChat();
    await db().query(`update members set notifications_disabled = array['unread_message_reminders'] where id = $1`, [off.recipient]);
    const bounced = await waitingChat();
    await db().query(`update members set email_blocked = 'bounce', email_blocked_at = now() where id = $1`, [bounced.recipient]);
    const unconfirmed = await waitingChat({ status: 'not_confirmed' });
    const noAddress = await waitingChat({ email: false });
    const blocked = await waitingChat();
    await db().query('insert into blocks (blocker_id, blocked_id) values ($1, $2)', [blocked.recipient, blocked.partner]);
    const mailer = testMailer();
    await sendUnreadReminders(context(mailer));
    expect(
      await recipientsOf(mailer, off.recipient, bounced.recipient, unconfirmed.recipient, noAddress.recipient, blocked.recipient),
    ).toEqual([]);
  });

  it('lists every waiting chat in one mail linking to the chat list, and mails a conversation again for a newer unread message', async () => {
    const { recipient, partner, chat } = await waitingChat({}, 'Eva');
    const second = await member('Lotte');
    await message(await conversation(db(), second, recipient), second, hoursAgo(26));
    const first = testMailer();
    const run = await sendUnreadReminders(context(first));
    expect(run.failed).toBe(0);
    const [mail, ...more] = await recipientsOf(first, recipient);
    expect(more).toEqual([]);
    expect(mail!.text).toMatch(/Er wachten ongelezen berichten van (Eva, Lotte|Lotte, Eva) op je\./);
    expect(mail!.text).toContain('https://datingsite.nl/chats\n');

    // A new message two days later, unread for 24 h: a new reminder for that conversation only.
    await message(chat, partner, new Date(NOW.getTime() + 24 * 3_600_000));
    const later = testMailer();
    await sendUnreadReminders(context(later, new Date(NOW.getTime() + 49 * 3_600_000)));
    const [again, ...rest] = await recipientsOf(later, recipient);
    expect(rest).toEqual([]);
    expect(again!.text).toContain(`https://datingsite.nl/chats/${chat}`);
    expect(again!.text).toContain('van Eva op je');
  });

  it('tries a failed mail again on the next run', async () => {
    const { recipient } = await waitingChat();
    const mailer = testMailer();
    mailer.fail = true;
    const failed = await sendUnreadReminders(context(mailer));
    expect(failed.failed).toBeGreaterThan(0);
    mailer.fail = false;
    await sendUnreadReminders(context(mailer));
    expect((await recipientsOf(mailer, recipient)).length).toBe(1);
  });
});
