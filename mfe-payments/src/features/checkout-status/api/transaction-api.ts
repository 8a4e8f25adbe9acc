import { baseApi } from '@dating/shared-kit';
import type { TransactionResponse } from '@dating/shared-kit';

/** GET /api/transactions.php?id= (spec 4): one order of the member, polled until its status is final. */
export const transactionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentsTransaction: build.query<TransactionResponse, number>({
      query: (id) => ({ url: 'transactions.php', params: { id } }),
    }),
  }),
});

export const { usePaymentsTransactionQuery } = transactionApi;
