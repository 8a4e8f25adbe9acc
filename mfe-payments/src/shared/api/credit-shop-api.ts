import { baseApi } from '@dating/shared-kit';
import type { CreditsResponse, OrderCreatedResponse, OrderQuote, PaymentMethod } from '@dating/shared-kit';

export interface QuoteArgs {
  bundle_id: number;
  method: PaymentMethod;
  code?: string;
}

/** The credit shop's calls: the offer, the server's price, and the order (a code is checked through the kit). */
export const creditShopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/credits.php: bundles and methods of the member's country (in display order), and the last paid order. */
    paymentsGetCredits: build.query<CreditsResponse, void>({
      query: () => 'credits.php',
      providesTags: ['Credits'],
    }),
    /** GET /api/order-quote.php: the order overview as the server prices it (the client never computes a price). */
    paymentsGetOrderQuote: build.query<OrderQuote, QuoteArgs>({
      query: ({ code, ...params }) => ({ url: 'order-quote.php', params: code ? { ...params, code } : params }),
    }),
    /** POST /api/order.php: the order and the hosted checkout to send the browser to. */
    paymentsCreateOrder: build.mutation<OrderCreatedResponse, QuoteArgs>({
      query: (body) => ({ url: 'order.php', method: 'POST', body }),
    }),
  }),
});

export const { usePaymentsGetCreditsQuery, usePaymentsGetOrderQuoteQuery, usePaymentsCreateOrderMutation } = creditShopApi;
