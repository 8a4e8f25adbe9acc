import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CreditStatementResponse, STATEMENT_PAGE_SIZE } from '../contracts/credit-statement.ts';
import { csvCell } from '../services/credits/credit-statement.ts';
import { usePaymentsTestApp } from '../test/payments-test-app.ts';
import { chatMember, sendText } from './chat/test-chat.ts';
import { callAs } from './likes/test-members.ts';
import { addBuyer, paymentIdOf } from './payments/test-payments.ts';

describe('GET /api/credit-statement.php', () => {
  const { app, db, pay, nlBundles } = usePaymentsTestApp({ rateLimitMax: { 'chat-send': 1000 } });
  const statement = (member: number | null, query = '') => callAs(app(), member)('GET', `/api/credit-statement.php${query}`);

  it('lists purchase, message, gift and refund newest first with what each paid for and the running balance', async () => {
    const me = await addBuyer(db(), 'Bram');
    const anna = await chatMember(db(), { name: 'Anna' });
    const created = await pay.order(me, { bundle_id: (await nlBundles())[0]!.id, method: 'ideal' });
    const paymentId = paymentIdOf(created.redirect_url);
    await pay.choose(paymentId, 'paid');
    const sent = (await sendText(app(), me, anna)).json();
    const gift = await callAs(app(), me)('POST', '/api/chat.php', {
      conversation: sent.message.conversation,
      kind: 'gift',
      gift: 1,
      client_id: randomUUID(),
    });
    expect(gift.statusCode, gift.body).toBe(200);
    expect((await pay.choose(paymentId, 'refunded')).statusCode).toBe(303);

    const response = await statement(me);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Value.Check(CreditStatementResponse, body)).toBe(true);
    const { credits: bought } = (await db().query<{ credits: number }>(`select credits from orders where id = $1`, [created.order.id]))
      .rows[0]!;
    const giftPrice = -gift.json().message.credits || -20;
    expect(body.entries.map((entry: { kind: string; credits: number }) => [entry.kind, entry.credits])).toEqual([
      ['refund', -bought],
      ['gift', giftPrice],
      ['message', -5],
      ['purchase', bought],
    ]);
    // The refund takes back credits already spent: the balance goes below zero, and the statement says so.
    expect(body.balance).toBe(-5 + giftPrice);
    expect(body.entries.map((entry: { balance: number }) => entry.balance)).toEqual([
      -5 + giftPrice,
      bought - 5 + giftPrice,
      bought - 5,
      bought,
    ]);
    expect(body.entries[0]).toMatchObject({ conversation_id: null, profile: null, order_id: created.order.id });
    expect(body.entries[1]).toMatchObject({
      conversation_id: sent.message.conversation,
      profile: { id: anna, name: 'Anna' },
      order_id: null,
    });
    expect(body.entries[3]).toMatchObject({ conversation_id: null, profile: null, order_id: created.order.id });
    expect(body).toMatchObject({ page: 1, per_page: STATEMENT_PAGE_SIZE, total: 4 });
  });

  it('pages by 30 with balances that carry on across pages, and shows no other member’s rows', async () => {
    const me = await chatMember(db(), { name: 'Pager', credits: 500 });
    const other = await chatMember(db(), { name: 'Other', credits: 70 });
    const anna = await chatMember(db(), { name: 'Anna' });
    for (let i = 0; i < 34; i += 1) expect((await sendText(app(), me, anna)).statusCode).toBe(200);
    const first = (await statement(me)).json();
    const second = (await statement(me, '?page=2')).json();
    expect(first.entries).toHaveLength(30);
    expect(second.entries).toHaveLength(5);
    expect(second).toMatchObject({ page: 2, total: 35, balance: 500 - 34 * 5 });
    expect(first.entries[0].balance).toBe(330);
    expect(first.entries[29].balance).toBe(330 + 29 * 5);
    expect(second.entries[0].balance).toBe(330 + 30 * 5);
    expect(second.entries.at(-1)).toMatchObject({ kind: 'other', credits: 500, balance: 500 });
    expect((await statement(me, '?page=3')).json().entries).toEqual([]);
    const theirs = (await statement(other)).json();
    expect(theirs).toMatchObject({ total: 1, balance: 70 });
  });

  it('exports every row as CSV with absolute links, formula-safe names and the attachment header', async () => {
    const me = await chatMember(db(), { name: 'Csv', credits: 100 });
    const sly = await chatMember(db(), { name: '=HYPERLINK("x")' });
    const sent = (await sendText(app(), me, sly)).json();
    const response = await statement(me, '?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="credit-statement.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,type,credits,balance,member,link');
    expect(lines[1]).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[^,]+,message,-5,95,"'=HYPERLINK\\(""x""\\)",https://[^,]+/chats/${sent.message.conversation}$`),
    );
    expect(lines[2]).toMatch(/,other,100,100,,$/);
    expect(lines).toHaveLength(3);
  });

  it('quotes CSV fields by RFC 4180 and defuses formulas but not negative numbers', () => {
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('+31 6')).toBe("'+31 6");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('Anna')).toBe('Anna');
  });

  it('needs a login and refuses bad pages and formats', async () => {
    expect((await statement(null)).statusCode).toBe(403);
    expect((await statement(null, '?format=csv')).json()).toMatchObject({ error: 'authentication_required' });
    const me = await chatMember(db(), { name: 'Bad' });
    for (const query of ['?page=0', '?page=-1', '?page=x', '?page=Infinity', '?format=xml']) {
      expect((await statement(me, query)).statusCode, query).toBe(400);
    }
    expect((await statement(me)).json()).toMatchObject({ entries: [], total: 0, balance: 0 });
  });
});
