import { baseApi } from '@dating/shared-kit';
import type { CreditsResponse, OrderCreatedResponse, OrderQuote, PaymentMethod } from '@dating/shared-kit';

export interface QuoteArgs {
  bundle_id: number;
  method: PaymentMethod;
  code?: string;
}

/**
 * The credit shop's calls (spec 4, payments). The quote is the server's price: the page never computes a
 * total itself. Creating an order does not change the balance yet (that happens when it is paid), so it
 * invalidates nothing; the paid page does.
 */
export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentsCredits: build.query<CreditsResponse, void>({
      query: () => 'credits.php',
      providesTags: ['Credits'],
    }),
    paymentsOrderQuote: build.query<OrderQuote, QuoteArgs>({
      query: (args) => ({ url: 'order-quote.php', params: { ...args } }),
    }),
    paymentsCreateOrder: build.mutation<OrderCreatedResponse, QuoteArgs>({
      query: (body) => ({ url: 'order.php', method: 'POST', body }),
    }),
    /** The last paid order again, same bundle and method, priced by the server now. */
    paymentsRepeatOrder: build.mutation<OrderCreatedResponse, void>({
      query: () => ({ url: 'repeat-order.php', method: 'POST', body: {} }),
    }),
  }),
});

export const { usePaymentsCreditsQuery, usePaymentsOrderQuoteQuery, usePaymentsCreateOrderMutation, usePaymentsRepeatOrderMutation } = shopApi;
