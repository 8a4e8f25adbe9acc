import { baseApi } from '@dating/shared-kit';
import type { DirectDebitBody, DirectDebitStarted, OrderCreatedResponse } from '@dating/shared-kit';

/** The mandate with its SMS code, the code, and a new code. */
export const directDebitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/directdebit.php: checks the form (IBAN with ibantools), stores the mandate and sends the code. */
    paymentsStartDirectDebit: build.mutation<DirectDebitStarted, DirectDebitBody>({
      query: (body) => ({ url: 'directdebit.php', method: 'POST', body }),
    }),
    /** POST /api/directdebit-code.php: the right code creates the order, pending until the debit settles. */
    paymentsConfirmDirectDebitCode: build.mutation<OrderCreatedResponse, { mandate_id: number; code: string }>({
      query: (body) => ({ url: 'directdebit-code.php', method: 'POST', body }),
      invalidatesTags: ['Credits'],
    }),
    /** POST /api/directdebit-resend.php: another code to the same number, after the wait. */
    paymentsResendDirectDebitCode: build.mutation<DirectDebitStarted, { mandate_id: number }>({
      query: (body) => ({ url: 'directdebit-resend.php', method: 'POST', body }),
    }),
  }),
});

export const { usePaymentsStartDirectDebitMutation, usePaymentsConfirmDirectDebitCodeMutation, usePaymentsResendDirectDebitCodeMutation } =
  directDebitApi;
