import { baseApi } from '../api/base-api';
import type { DiscountCodeResponse, TimeBonusResponse } from '../api/contracts';

/**
 * The discounts several apps show (the shell's time-bonus modal, the credit shop's discount strip, the chat's
 * too-few-credits card): one cache entry per member, read through useTimeBonus and useActiveDiscount.
 * Keyed by the member's id so a logout and another login never show the previous member's bonus.
 */
export const paymentsKitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/timebonus.php: TIMEBONUS25 while it is active for this member, else null. */
    kitGetTimeBonus: build.query<TimeBonusResponse, number>({
      query: () => 'timebonus.php',
      // A purchase (Credits) makes the member paid, which ends the bonus on the server too.
      providesTags: ['Credits'],
    }),
    /**
     * GET /api/discountcode.php?welcome=true: the member's welcome code or null. A failure of this
     * call is silently ignored, so every error reads as "no welcome code".
     */
    kitGetWelcomeDiscount: build.query<DiscountCodeResponse, number>({
      async queryFn(_memberId, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: 'discountcode.php', params: { welcome: 'true' } });
        if (result.error) return { data: { discount: null } };
        return { data: result.data as DiscountCodeResponse };
      },
      providesTags: ['Credits'],
    }),
  }),
});

export const { useKitGetTimeBonusQuery, useKitGetWelcomeDiscountQuery } = paymentsKitApi;
