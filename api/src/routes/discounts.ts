import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MemberErrorResponses } from '../contracts/common.ts';
import { DiscountCodeQuery, DiscountCodeResponse, TimeBonusResponse } from '../contracts/payments.ts';
import type { Db } from '../db/db.ts';
import { findBundlePrice } from '../repositories/bundles.ts';
import { DISCOUNT_LOOKUP_LIMIT } from '../lib/rate-limit/limits.ts';
import { loginRequired, memberIdOf, requireMember } from '../plugins/require-member.ts';
import { activeTimeBonus, checkDiscount, loadDiscountBuyer, welcomeCodeFor } from '../services/payments/discounts/index.ts';
import type { DiscountCheckTarget } from '../services/payments/discounts/check-discount.ts';
import { paymentError } from '../services/payments/payment-error.ts';
import { guardCodeProbing } from './payments/code-probing.ts';

/** The bundle's price, for a code's minimum order value (the shop asks before the member picks a method). */
async function bundlePrice(db: Db, bundleId: number): Promise<DiscountCheckTarget['price']> {
  const bundle = await findBundlePrice(db, bundleId);
  if (!bundle) throw paymentError(404, 'bundle_not_found');
  return { amount: bundle.price, currency: bundle.currency };
}

/**
 * Discount codes and the time bonus: GET discountcode.php (a code the member may use, or
 * their welcome code) and GET timebonus.php. Member only: every rule depends on who asks.
 */
export const discountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', requireMember);

  const buyerOf = async (memberId: number, request: Parameters<typeof loginRequired>[0]) => {
    const buyer = await loadDiscountBuyer(app.db, memberId);
    if (!buyer) throw loginRequired(request);
    return buyer;
  };

  app.get(
    '/api/discountcode.php',
    {
      config: { rateLimits: [DISCOUNT_LOOKUP_LIMIT] },
      schema: { querystring: DiscountCodeQuery, response: { 200: DiscountCodeResponse, ...MemberErrorResponses } },
    },
    async (request) => {
      const now = app.now();
      const buyer = await buyerOf(memberIdOf(request), request);
      const { code, welcome, bundle_id: bundleId, method } = request.query;
      // Welcome=true answers the member's welcome code (the client ignores this call's errors).
      if (welcome) return { discount: await welcomeCodeFor(app.db, buyer, now) };
      if (!code) throw paymentError(404, 'code_not_found');
      const target: DiscountCheckTarget = { method: method ?? null, ...(bundleId ? { price: await bundlePrice(app.db, bundleId) } : {}) };
      return { discount: await guardCodeProbing(request, code, () => checkDiscount(app.db, buyer, code, target, now)) };
    },
  );

  app.get('/api/timebonus.php', { schema: { response: { 200: TimeBonusResponse, ...MemberErrorResponses } } }, async (request) => {
    const buyer = await buyerOf(memberIdOf(request), request);
    return { time_bonus: await activeTimeBonus(app.db, buyer, app.now()) };
  });
};
