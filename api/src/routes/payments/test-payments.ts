import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CreditsResponse } from '../../contracts/payments.ts';
import type { Db } from '../../db/db.ts';
import { addMember } from '../likes/test-members.ts';

/** A member of `country` with an e-mail address, signed up long ago (no time bonus in the way). */
export async function addBuyer(db: Db, name: string, country = 'NL'): Promise<number> {
  const id = await addMember(db, { name, country });
  await db.query(`update members set email = $2, created_at = now() - interval '30 days' where id = $1`, [
    id,
    `${name.toLowerCase()}-${id}@example.com`,
  ]);
  return id;
}

export function paymentsClient(app: () => FastifyInstance) {
  const call = (memberId: number | null, method: 'GET' | 'POST', url: string, body?: object): Promise<LightMyRequestResponse> =>
    app().inject({
      method,
      url,
      headers: { 'x-request-type': 'client', ...(memberId === null ? {} : { 'x-test-member': String(memberId) }) },
      ...(body === undefined ? {} : { payload: body }),
    });
  return {
    call,
    credits: (memberId: number | null, query = '') => call(memberId, 'GET', `/api/credits.php${query}`),
    async order(memberId: number, body: { bundle_id: number; method: string; code?: string }) {
      const response = await call(memberId, 'POST', '/api/order.php', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { order: { id: number; status: string; total: number; checkout_url: string | null }; redirect_url: string };
    },
    transaction: (memberId: number, id: number) => call(memberId, 'GET', `/api/transactions.php?id=${id}`),
    /** Starts a direct debit mandate for the first NL bundle, an Amsterdam address and `iban`; the code goes to `mobile`. */
    startDirectDebit: async (memberId: number, mobile: string, iban: string) => {
      const bundleId = ((await call(null, 'GET', '/api/credits.php?country=NL')).json() as CreditsResponse).bundles[0]!.id;
      return call(memberId, 'POST', '/api/directdebit.php', {
        bundle_id: bundleId,
        account_holder: 'J. de Vries',
        iban,
        street: 'Dam',
        house_number: '1',
        zip: '1012 JS',
        city: 'Amsterdam',
        mobile_phone: mobile,
        mandate_accepted: true,
      });
    },
    /** The tester's click on the sandbox checkout page (a plain form post from the provider's page). */
    choose: (paymentId: string, outcome: string) =>
      app().inject({
        method: 'POST',
        url: '/api/sandbox-checkout.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id: paymentId, outcome }).toString(),
      }),
    /** A provider's webhook call: only the id, form-encoded, no X-Request-Type. */
    webhook: (paymentId: string) =>
      app().inject({
        method: 'POST',
        url: '/api/payment-webhook.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${encodeURIComponent(paymentId)}`,
      }),
  };
}

/** The sandbox payment id in a checkout URL. */
export function paymentIdOf(checkoutUrl: string): string {
  return new URL(checkoutUrl).searchParams.get('id') ?? '';
}

export async function balanceOf(db: Db, memberId: number) {
  const { rows } = await db.query<{ credits: number; paid_user: boolean; purchases: number }>(
    `select credits, paid_user, (select count(*)::int from credit_ledger where member_id = m.id and reason = 'purchase') as purchases
     from members m where id = $1`,
    [memberId],
  );
  return rows[0]!;
}

/** What the provider says now, set behind the order's back (a provider's own state change). */
export async function setSandboxStatus(db: Db, paymentId: string, status: string): Promise<void> {
  await db.query(`update sandbox_payments set status = $2 where id = $1`, [paymentId, status]);
}
