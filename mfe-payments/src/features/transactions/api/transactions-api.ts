import { baseApi } from '@dating/shared-kit';
import type { TransactionResponse, TransactionsResponse } from '@dating/shared-kit';

/** The member's orders (GET transactions.php) and one order by id, which the result page polls. */
export const transactionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentsGetTransactions: build.query<TransactionsResponse, void>({
      query: () => 'transactions.php',
      providesTags: ['Credits'],
    }),
    paymentsGetTransaction: build.query<TransactionResponse, number>({
      query: (id) => ({ url: 'transactions.php', params: { id } }),
    }),
  }),
});

export const { usePaymentsGetTransactionsQuery, usePaymentsGetTransactionQuery } = transactionsApi;
