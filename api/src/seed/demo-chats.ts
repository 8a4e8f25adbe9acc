import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { addCredits } from '../repositories/credits.ts';
import { ensureDemoMember, type DemoProfile } from './demo-account.ts';

/** The second demo login: a Dutch man looking for women, matched with the first, so two browsers can chat. */
export const DEMO2_LOGIN = { email: 'demo2@example.com', password: 'demo1234' } as const;

const DEMO2_PROFILE: DemoProfile = {
  name: 'Demo Twee',
  gender: 'male',
  birthdate: '1991-09-02',
  about: 'Ik ben het tweede demo-account: log in een tweede browser in om met Demo te chatten.',
};

/** Credits each demo member gets for chatting (one ledger row each). */
export const DEMO_CHAT_CREDITS = 200;

/** A scripted history: who writes (0: the member who started the chat, 1: the other), what, how long ago. */
type Line = [from: 0 | 1, text: string, minutesAgo: number];

const DEMO_PAIR: Line[] = [
  [0, 'Hoi! Leuk profiel, ik zag dat je ook van wandelen houdt.', 3 * 24 * 60],
  [1, 'Hoi! Ja, het liefst in de duinen. Jij ook?', 3 * 24 * 60 - 45],
  [0, 'Zeker, vooral bij Bergen aan Zee. Zullen we een keer samen gaan?', 2 * 24 * 60],
  [1, 'Klinkt goed! Dit weekend misschien?', 2 * 24 * 60 - 30],
  [0, 'Zaterdag kan ik. Koffie vooraf?', 90],
  [0, 'Ik weet een leuk tentje bij het strand ☕', 88],
];

const OTHER_CHAT: Line[] = [
  [0, 'Hallo! Hoe is je week?', 26 * 60],
  [1, 'Druk maar goed, dank je! En de jouwe?', 25 * 60],
  [0, 'Rustig. Ik ga vanavond koken, heb je een tip?', 5 * 60],
];

/**
 * demo2@example.com / demo1234, matched with demo@example.com (likes both ways), both with credits through the
 * ledger, and conversations with history: the two demo members, and each with seeded members. The seeded
 * members start those chats, so the first demo member (a free member) can still start 2 and meets the
 * premium prompt on the third. Created once: a re-seed keeps everything as it is.
 */
export async function ensureDemoChats(db: Db, demoId: number): Promise<number> {
  return ensureDemoMember(db, DEMO2_LOGIN, DEMO2_PROFILE, async (tx, demo2) => {
    const now = Date.now();
    // A portrait from the seeded pool, when there is one (men are the odd pool numbers).
    await tx.query(
      `insert into photos (member_id, filename, thumb_filename, status, is_main)
       select $1, p.filename, p.thumb_filename, 'active', true from photos p join members m on m.id = p.member_id
        where m.gender = 'male' and p.is_main and p.status = 'active' order by p.id limit 1`,
      [demo2],
    );
    await tx.query(
      `insert into likes (liker_id, liked_id, source, is_new) values ($1, $2, 'profile', false), ($2, $1, 'profile', true)
                    on conflict do nothing`,
      [demoId, demo2],
    );
    for (const id of [demoId, demo2]) await addCredits(tx, id, DEMO_CHAT_CREDITS, 'demo', new Date(now));

    await writeConversation(tx, [demo2, demoId], DEMO_PAIR, now, 2);
    const partners = await tx.query<{ id: number; gender: string }>(
      `(select id, gender from members where gender = 'male' and status = 'active' and not invisible and email is null
         order by id limit 2)
       union all
       (select id, gender from members where gender = 'female' and status = 'active' and not invisible and email is null
         order by id limit 1)`,
    );
    for (const partner of partners.rows) {
      const demoMember = partner.gender === 'male' ? demoId : demo2;
      await writeConversation(tx, [partner.id, demoMember], OTHER_CHAT, now, 1);
    }
  });
}

/**
 * One conversation started by pair[0]; the newest `unreadTail` messages are unread for their receiver, the rest
 * read a minute after they arrived. History is free (credits 0): only the ledger moves balances.
 */
async function writeConversation(tx: Db, pair: [number, number], lines: Line[], now: number, unreadTail: number): Promise<void> {
  const [a, b] = pair[0] < pair[1] ? pair : [pair[1], pair[0]];
  const { rows } = await tx.query<{ id: number }>(
    `insert into conversations (member_a, member_b, started_by, created_at, last_message_at) values ($1, $2, $3, $4, $5) returning id`,
    [a, b, pair[0], new Date(now - lines[0]![2] * 60_000), new Date(now - lines.at(-1)![2] * 60_000)],
  );
  const conversation = rows[0]!.id;
  await tx.query(`insert into conversation_starts (member_id, partner_id) values ($1, $2) on conflict do nothing`, pair);
  for (const [index, [from, text, minutesAgo]] of lines.entries()) {
    const sentAt = new Date(now - minutesAgo * 60_000);
    const unread = index >= lines.length - unreadTail;
    await tx.query(
      `insert into messages (conversation_id, sender_id, kind, body, client_id, created_at, read_at) values ($1, $2, 'text', $3, $4, $5, $6)`,
      [conversation, pair[from], text, randomUUID(), sentAt, unread ? null : new Date(sentAt.getTime() + 60_000)],
    );
  }
}
