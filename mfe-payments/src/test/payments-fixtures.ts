import type { CreditsResponse, Order, OrderQuote } from '@dating/shared-kit';

/** Dutch shop: three bundles (the 100 is the best value and on offer), six methods in the country's order. */
export const dutchOffer: CreditsResponse = {
  country: 'NL',
  currency: 'EUR',
  bundles: [
    { id: 1, credits: 20, price: 999, currency: 'EUR', old_price: null, best_value: false, saving_percentage: 0 },
    { id: 2, credits: 50, price: 1999, currency: 'EUR', old_price: null, best_value: false, saving_percentage: 20 },
    { id: 3, credits: 100, price: 2999, currency: 'EUR', old_price: 3999, best_value: true, saving_percentage: 40 },
  ],
  methods: [
    { id: 'ideal', direct_debit: false },
    { id: 'creditcard', direct_debit: false },
    { id: 'paypal', direct_debit: false },
    { id: 'sdd', direct_debit: true },
    { id: 'bancontact', direct_debit: false },
    { id: 'sct', direct_debit: false },
  ],
  last_paid_order: null,
};

/** What order-quote.php answers for a bundle of dutchOffer, with an optional percentage off. */
export function quoteFor(bundleId: number, method: OrderQuote['method'], code?: string, percentage = 25): OrderQuote {
  const bundle = dutchOffer.bundles.find((b) => b.id === bundleId) ?? dutchOffer.bundles[0]!;
  const amount = code ? Math.round((bundle.price * percentage) / 100) : 0;
  return {
    bundle_id: bundle.id,
    credits: bundle.credits,
    method,
    currency: 'EUR',
    price: bundle.price,
    discount: code ? { code, value_percentage: percentage, amount } : null,
    total: bundle.price - amount,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 77,
    status: 'open',
    bundle_id: 3,
    credits: 100,
    method: 'ideal',
    currency: 'EUR',
    price: 2999,
    discount: null,
    total: 2999,
    created_at: '2026-03-01T18:00:00.000Z',
    paid_at: null,
    checkout_url: 'https://checkout.example/77',
    balance_after: null,
    credits_reversed: 0,
    ...overrides,
  };
}

export const apiError = (status: number, code: string) => ({ status, body: { error: code, message: code } });
