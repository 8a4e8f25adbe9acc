import { baseApi } from '@dating/shared-kit';
import type { OrderCreatedResponse } from '@dating/shared-kit';

/** POST /api/repeat-order.php: the last paid order's bundle and method again, priced by the server. */
export const repeatOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentsRepeatOrder: build.mutation<OrderCreatedResponse, void>({
      query: () => ({ url: 'repeat-order.php', method: 'POST', body: {} }),
    }),
  }),
});

export const { usePaymentsRepeatOrderMutation } = repeatOrderApi;
