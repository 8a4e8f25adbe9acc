import { baseApi } from '../api/base-api';
import type { DiscountCodeResponse, PaymentMethod, TimeBonusResponse } from '../api/contracts';

/** One discountcode.php question: the member's welcome code (keyed by the member, so another login never sees it), or a typed code. */
export type DiscountCodeArgs = { welcomeFor: number } | { code: string; bundle_id: number; method: PaymentMethod };

/**
 * The discounts several apps show (the shell's time-bonus modal, the credit shop's discount strip, the chat's
 * too-few-credits card): one cache entry per member, read through useTimeBonus and useActiveDiscount;
 * the credit shop checks a typed code through the same discountcode.php endpoint.
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
     * GET /api/discountcode.php: the member's welcome code (`{ welcomeFor: member id }`), or whether a typed code
     * holds for a bundle and method (the credit shop). The welcome code's failure is ignored (it reads as "no
     * welcome code"); a typed code's refusal is the shop's to translate.
     */
    kitGetDiscountCode: build.query<DiscountCodeResponse, DiscountCodeArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        const welcome = !('code' in args);
        const result = await baseQuery({ url: 'discountcode.php', params: welcome ? { welcome: 'true' } : args });
        if (result.error) return welcome ? { data: { discount: null } } : { error: result.error };
        return { data: result.data as DiscountCodeResponse };
      },
      // A purchase (Credits) may use the welcome code up; a typed code is checked again only when typed again.
      providesTags: (_result, _error, args) => ('code' in args ? [] : ['Credits']),
    }),
  }),
});

export const { useKitGetTimeBonusQuery, useKitGetDiscountCodeQuery, useLazyKitGetDiscountCodeQuery } = paymentsKitApi;
