import type { DemoDiscountCode } from '../../repositories/discount-codes.ts';

/** Codes a tester can type in the credit shop (api/README.md lists them). */
export const DEMO_DISCOUNT_CODES: readonly DemoDiscountCode[] = [
  { code: 'WELKOM10', percentage: 10, validity: 'unlimited' },
  { code: 'NL5', percentage: 5, validity: 'once_per_user', country: 'NL', minimum: { amount: 1999, currency: 'EUR' } },
  { code: 'IDEAL15', percentage: 15, validity: 'once_per_user', methods: ['ideal'] },
  { code: 'EXPIRED20', percentage: 20, validity: 'unlimited', expires: new Date('2024-01-01T00:00:00Z') },
  { code: 'USEDONCE', percentage: 30, validity: 'single_use' },
];
