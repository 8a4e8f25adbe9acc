import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponses, MemberErrorResponses } from '../../contracts/common.ts';
import {
  CreateOrderBody,
  CreditsQuery,
  CreditsResponse,
  OrderCreatedResponse,
  OrderQuote,
  OrderQuoteQuery,
  RepeatOrderBody,
  TransactionResponse,
  TransactionsQuery,
  TransactionsResponse,
} from '../../contracts/payments.ts';
import { ORDER_LIMIT } from '../../lib/rate-limit/limits.ts';
import { visitorCountry } from '../../lib/request-site.ts';
import { requireMember } from '../../plugins/require-member.ts';
import { findMemberOrder, lastPaidOrder, listMemberOrders, orderView } from '../../repositories/orders.ts';
import { creditsCatalogue } from '../../services/payments/credits-catalogue.ts';
import { createOrder } from '../../services/payments/create-order.ts';
import type { PaymentProvider } from '../../services/payments/payment-provider.ts';
import { paymentError } from '../../services/payments/payment-error.ts';
import { priceOrder } from '../../services/payments/price-order.ts';
import { refreshOrder } from '../../services/payments/sync-payment.ts';
import { guardCodeProbing } from './code-probing.ts';
import { buyerOf, paymentsContext } from './payments-request.ts';

export interface PaymentRoutesOptions {
  provider: PaymentProvider;
}

const memberOnly = { preValidation: requireMember };
const orderErrors = { ...MemberErrorResponses, 503: ErrorResponses[500] };

/**
 * Buying credits (the credits and transactions pages, payments): the catalogue of the member's country, the
 * server-priced overview and order, the member's orders, and repeating the last paid order.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRoutesOptions> = async (app, { provider }) => {
  app.get(
    '/api/credits.php',
    { schema: { querystring: CreditsQuery, response: { 200: CreditsResponse, ...ErrorResponses } } },
    async (request) => {
      const member = request.memberId === null ? null : await buyerOf(request).catch(() => null);
      // Visitors (the pricing page) see the country they asked for, else the one the site places them in.
      const country =
        request.query.country ??
        member?.buyer.country ??
        visitorCountry(request.headers['x-country']) ??
        request.site.settings.default_country;
      return creditsCatalogue(app.db, country, member?.buyer.memberId ?? null);
    },
  );

  app.get(
    '/api/order-quote.php',
    { ...memberOnly, schema: { querystring: OrderQuoteQuery, response: { 200: OrderQuote, ...MemberErrorResponses } } },
    async (request) => {
      const { buyer } = await buyerOf(request);
      const { bundle_id: bundleId, method, code } = request.query;
      return (await guardCodeProbing(request, code, () => priceOrder(app.db, buyer, { bundleId, method, code }, app.now()))).quote;
    },
  );

  app.post(
    '/api/order.php',
    {
      ...memberOnly,
      config: { rateLimits: [ORDER_LIMIT] },
      schema: { body: CreateOrderBody, response: { 201: OrderCreatedResponse, ...orderErrors } },
    },
    async (request, reply) => {
      const { buyer, language } = await buyerOf(request);
      const { bundle_id: bundleId, method, code } = request.body;
      const created = await guardCodeProbing(request, code, () =>
        createOrder(paymentsContext(request, provider), { buyer, language, bundleId, method, code }),
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/repeat-order.php',
    {
      ...memberOnly,
      config: { rateLimits: [ORDER_LIMIT] },
      schema: { body: RepeatOrderBody, response: { 201: OrderCreatedResponse, ...orderErrors } },
    },
    async (request, reply) => {
      const { buyer, language } = await buyerOf(request);
      const last = await lastPaidOrder(app.db, buyer.memberId);
      if (!last) throw paymentError(404, 'no_previous_order');
      // Direct debit needs a mandate verified by SMS code: its repeat starts at the direct-debit form.
      if (last.method === 'sdd') throw paymentError(422, 'method_requires_mandate');
      const created = await createOrder(paymentsContext(request, provider), {
        buyer,
        language,
        bundleId: last.bundle_id,
        method: last.method,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/transactions.php',
    {
      ...memberOnly,
      schema: {
        querystring: TransactionsQuery,
        response: { 200: Type.Union([TransactionResponse, TransactionsResponse]), ...MemberErrorResponses },
      },
    },
    async (request) => {
      const { buyer } = await buyerOf(request);
      if (request.query.id === undefined) return { orders: (await listMemberOrders(app.db, buyer.memberId)).map(orderView) };
      const order = await findMemberOrder(app.db, request.query.id, buyer.memberId);
      if (!order) throw paymentError(404, 'order_not_found');
      // The member's return from the checkout: ask the provider, so the page does not wait for the webhook.
      return { order: orderView(await refreshOrder(paymentsContext(request, provider), order)) };
    },
  );
};
