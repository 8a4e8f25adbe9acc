import { describe, expect, it } from 'vitest';
import { CLIENT, fromNewIp, sessionCookie } from '../routes/account/test-support.ts';
import { addMember } from '../routes/likes/test-members.ts';
import { useTestApp } from '../test/test-app.ts';
import { ensureDemoAccount } from './demo-account.ts';
import { DEMO2_LOGIN, ensureDemoChats } from './demo-chats.ts';
import { DEMO_LOGIN } from './demo-account.ts';

describe('ensureDemoChats', () => {
  const { app, db } = useTestApp();

  it('creates demo2 once, matched with demo, both with credits and chats with history', async () => {
    for (const [name, gender] of [
      ['Piet', 'male'],
      ['Kees', 'male'],
      ['Lotte', 'female'],
    ] as const)
      await addMember(db(), { name, gender });
    const demo = await ensureDemoAccount(db());
    const demo2 = await ensureDemoChats(db(), demo);
    expect(await ensureDemoChats(db(), demo)).toBe(demo2);

    const login = async (credentials: { email: string; password: string }) => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { ...CLIENT, ...fromNewIp() },
        payload: credentials,
      });
      expect(response.statusCode, response.body).toBe(200);
      return sessionCookie(response);
    };
    const chatsOf = async (cookie: string) => (await app().inject({ url: '/api/chats.php', headers: { cookie } })).json();
    const demoChats = await chatsOf(await login(DEMO_LOGIN));
    const demo2Chats = await chatsOf(await login(DEMO2_LOGIN));

    expect(demoChats.chats.map((chat: { profile: { name: string } }) => chat.profile.name).sort()).toEqual(['Demo Twee', 'Kees', 'Piet']);
    expect(demo2Chats.chats.map((chat: { profile: { name: string } }) => chat.profile.name).sort()).toEqual(['Demo', 'Lotte']);
    // The newest demo-pair messages (from demo2) wait unread for demo; demo2 has Lotte's last line unread.
    expect(demoChats.total_unread_messages).toBeGreaterThan(0);
    expect(demo2Chats.total_unread_messages).toBeGreaterThan(0);

    const members = await db().query<{ id: number; credits: number; ledger: number }>(
      `select id, credits, (select sum(delta)::int from credit_ledger where member_id = m.id) as ledger from members m
        where id = any($1::int[]) order by id`,
      [[demo, demo2]],
    );
    for (const row of members.rows) expect(row.credits).toBe(row.ledger);
    expect(members.rows.every((row) => row.credits >= 200)).toBe(true);
    const match = await db().query(`select 1 from likes where (liker_id, liked_id) in (($1, $2), ($2, $1))`, [demo, demo2]);
    expect(match.rows).toHaveLength(2);
    // The seeded partners started the chats: demo (free) may still start two conversations of her own.
    const starts = await db().query<{ count: number }>(`select count(*) as count from conversation_starts where member_id = $1`, [demo]);
    expect(starts.rows[0]!.count).toBe(0);
  });
});
