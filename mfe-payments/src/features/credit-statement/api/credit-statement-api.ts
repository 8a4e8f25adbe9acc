import { baseApi } from '@dating/shared-kit';
import type { CreditStatementResponse } from '@dating/shared-kit';

/** One page of the member's credit statement (GET credit-statement.php); a spend or purchase refreshes it. */
export const creditStatementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentsGetCreditStatement: build.query<CreditStatementResponse, number>({
      query: (page) => ({ url: 'credit-statement.php', params: { page } }),
      providesTags: ['Credits'],
    }),
  }),
});

export const { usePaymentsGetCreditStatementQuery } = creditStatementApi;

/** The CSV file of the whole statement; a plain link, so the browser downloads it with the session cookie. */
export const CREDIT_STATEMENT_CSV_URL = '/api/credit-statement.php?format=csv';
