import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiProcess, freePort } from './support/api-process.ts';
import { freshDatabase, memberCall, sessionCookie } from './support/fault-site.ts';
import { measured } from './support/measured.ts';

/**
 * The API process killed (SIGKILL) in the middle of a burst of paid chat sends, gifts and payment webhooks,
 * then started again. What must hold, read straight from PostgreSQL: every balance equals its ledger, no
 * message without its debit, no order credited twice; and what the clients do next (retry their sends with
 * the same client_id, the provider repeating its webhooks) charges and credits nothing twice.
 */
let db: pg.Client;
let api: ApiProcess;

interface Member {
  id: number;
  cookie: string;
}
let demo: Member;
let demo2: Member;
let conversation: number;
let giftId: number;
const paymentIds: string[] = [];

/** A call of the burst: what it sends, so the client's retry after the crash is the same call. */
type Call = { kind: 'send'; from: Member; body: Record<string, unknown> } | { kind: 'webhook'; paymentId: string };

function fire(call: Call): Promise<number> {
  if (call.kind === 'send')
    return memberCall(api.url, call.from.cookie, 'POST', '/api/chat.php', call.body).then((response) => response.status);
  return fetch(`${api.url}/api/payment-webhook.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `id=${encodeURIComponent(call.paymentId)}`,
    signal: AbortSignal.timeout(9_000),
  }).then((response) => response.status);
}

/** The three invariants, over the whole database. Answers what broke (empty when all hold). */
async function brokenInvariants(): Promise<string[]> {
  const broken: string[] = [];
  const balances = await db.query<{ id: number; credits: number; ledger: number }>(
    `select m.id, m.credits, coalesce((select sum(delta) from credit_ledger l where l.member_id = m.id), 0)::int as ledger
       from members m where m.credits <> coalesce((select sum(delta) from credit_ledger l where l.member_id = m.id), 0)`,
  );
  for (const row of balances.rows) broken.push(`member ${row.id}: balance ${row.credits}, ledger ${row.ledger}`);
  const unpaid = await db.query<{ id: number }>(
    `select x.id from messages x
      where x.credits > 0 and coalesce((select sum(-l.delta) from credit_ledger l where l.message_id = x.id and l.member_id = x.sender_id), 0) <> x.credits`,
  );
  for (const row of unpaid.rows) broken.push(`message ${row.id} without its debit`);
  const twice = await db.query<{ order_id: number; times: number }>(
    `select order_id, count(*)::int as times from credit_ledger where reason = 'purchase' and order_id is not null group by order_id having count(*) > 1`,
  );
  for (const row of twice.rows) broken.push(`order ${row.order_id} credited ${row.times} times`);
  const paidUncredited = await db.query<{ id: number }>(
    `select o.id from orders o where o.status = 'paid' and not exists (select 1 from credit_ledger l where l.order_id = o.id and l.reason = 'purchase')`,
  );
  for (const row of paidUncredited.rows) broken.push(`order ${row.id} paid, never credited`);
  return broken;
}

beforeAll(async () => {
  const database = await freshDatabase(`faults_pay_${process.pid}`);
  db = database.db;
  api = new ApiProcess(await freePort(), {
    DATABASE_URL: database.url,
    PAYMENT_PROVIDER: 'sandbox',
    RATE_LIMITS: 'chat-send=10000,order=10000,payment-webhook=100000',
  });
  api.seed();
  await api.start();

  const { rows } = await db.query<{ id: number; email: string }>(
    `select id, email from members where email in ('demo@example.com', 'demo2@example.com')`,
  );
  const member = async (email: string): Promise<Member> => {
    const id = rows.find((row) => row.email === email)!.id;
    return { id, cookie: await sessionCookie(db, id) };
  };
  [demo, demo2] = [await member('demo@example.com'), await member('demo2@example.com')];
  for (const { id } of [demo, demo2]) {
    await db.query(`insert into credit_ledger (member_id, delta, reason) values ($1, 2000, 'test')`, [id]);
    await db.query(`update members set credits = credits + 2000 where id = $1`, [id]);
  }
  conversation = (
    await db.query<{ id: number }>(
      `select id from conversations where member_a = least($1::int, $2::int) and member_b = greatest($1::int, $2::int)`,
      [demo.id, demo2.id],
    )
  ).rows[0]!.id;
  giftId = (await db.query<{ id: number }>(`select id from gifts order by id limit 1`)).rows[0]!.id;

  // Open orders of both members, paid at the provider: their webhooks are part of the burst.
  const credits = (await (await memberCall(api.url, demo.cookie, 'GET', '/api/credits.php')).json()) as { bundles: { id: number }[] };
  for (const buyer of [demo, demo2, demo, demo2, demo, demo2]) {
    const response = await memberCall(api.url, buyer.cookie, 'POST', '/api/order.php', {
      bundle_id: credits.bundles[0]!.id,
      method: 'ideal',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as { redirect_url: string };
    paymentIds.push(new URL(created.redirect_url).searchParams.get('id')!);
  }
  await db.query(`update sandbox_payments set status = 'paid' where id = any($1::text[])`, [paymentIds]);
}, 240_000);

afterAll(async () => {
  await db?.end();
  await api?.stop();
});

describe('a crash mid-payment', () => {
  it('SIGKILL during paid sends, gifts and webhooks: balances equal the ledger, no message without its debit, no order credited twice, also after the retries', async () => {
    const calls: Call[] = [];
    for (let index = 0; index < 30; index += 1) {
      const from = index % 2 === 0 ? demo : demo2;
      const body =
        index % 5 === 4
          ? { conversation, kind: 'gift', gift: giftId, client_id: randomUUID() }
          : { conversation, kind: 'text', text: `bericht ${index}`, client_id: randomUUID() };
      calls.push({ kind: 'send', from, body });
      // Every webhook comes in twice, as a provider repeats them.
      if (index < paymentIds.length * 2) calls.push({ kind: 'webhook', paymentId: paymentIds[index % paymentIds.length]! });
    }

    // All at once; the process is killed once a fifth has been answered, with the rest in flight or queued.
    let answered = 0;
    let killing: Promise<void> | undefined;
    const killed = new Promise<number>((resolve) => {
      const outcomes = calls.map((call) =>
        fire(call).then(
          (status) => {
            answered += 1;
            if (answered >= calls.length / 5 && !killing) {
              const at = Date.now();
              killing = api.kill().then(() => resolve(at));
            }
            return status;
          },
          () => 'lost' as const,
        ),
      );
      void Promise.all(outcomes).then(() => {
        if (!killing) killing = api.kill().then(() => resolve(Date.now()));
      });
    });
    const killedAt = await killed;
    const sendIds = calls.flatMap((call) => (call.kind === 'send' ? [call.body.client_id as string] : []));
    const before = await db.query<{ sends: number; credited: number }>(
      `select (select count(*)::int from messages where client_id = any($1::text[])) as sends,
              (select count(*)::int from credit_ledger where reason = 'purchase') as credited`,
      [sendIds],
    );
    console.log(
      `[faults] crash mid-payment: ${answered} of ${calls.length} calls answered before SIGKILL; stored then: ${before.rows[0]!.sends} of ${sendIds.length} sends, ${before.rows[0]!.credited} of ${paymentIds.length} orders credited`,
    );
    // Right after the crash, before anything is repaired: the database holds only whole transactions.
    expect(await brokenInvariants()).toEqual([]);

    await api.start();
    measured('API killed mid-payment: restarted and serving', killedAt);
    // What the clients do next: each send retried with its client_id, the provider repeating every webhook.
    for (const call of calls) expect(await fire(call)).toBe(200);
    for (const paymentId of paymentIds) expect(await fire({ kind: 'webhook', paymentId })).toBe(200);

    expect(await brokenInvariants()).toEqual([]);
    const sends = calls.filter((call) => call.kind === 'send');
    const stored = await db.query<{ client_id: string }>(
      `select client_id from messages where conversation_id = $1 and client_id = any($2::text[])`,
      [conversation, sends.map((call) => call.body.client_id as string)],
    );
    // Every send stored exactly once (the retry of a stored one found it and charged nothing).
    expect(stored.rows.map((row) => row.client_id).sort()).toEqual(sends.map((call) => call.body.client_id as string).sort());
    const orders = await db.query<{ status: string; credited: number }>(
      `select o.status, (select count(*)::int from credit_ledger l where l.order_id = o.id and l.reason = 'purchase') as credited
         from orders o join sandbox_payments p on p.order_id = o.id where p.id = any($1::text[])`,
      [paymentIds],
    );
    expect(orders.rows).toEqual(paymentIds.map(() => ({ status: 'paid', credited: 1 })));
  });
});
