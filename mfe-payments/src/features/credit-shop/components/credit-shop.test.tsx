import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@dating/shared-kit/test';
import type { CreditsResponse, OrderCreatedResponse, OrderQuote } from '@dating/shared-kit';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { checkoutNavigation } from './credit-shop';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const shop: CreditsResponse = {
  country: 'NL',
  currency: 'EUR',
  bundles: [
    { id: 1, credits: 10, price: 999, currency: 'EUR', old_price: null, best_value: false, saving_percentage: 0 },
    { id: 2, credits: 50, price: 3999, currency: 'EUR', old_price: 4995, best_value: true, saving_percentage: 20 },
  ],
  methods: ['ideal', 'creditcard', 'paypal', 'bancontact', 'sofort'].map((id) => ({ id, direct_debit: false })) as CreditsResponse['methods'],
  last_paid_order: null,
} as CreditsResponse;

/** The quote answers what the server would: a price unlike the bundle's, so the test sees the server's. */
const quoteFor = (url: URL): OrderQuote => ({
  bundle_id: Number(url.searchParams.get('bundle_id')),
  credits: url.searchParams.get('bundle_id') === '1' ? 10 : 50,
  method: url.searchParams.get('method') as OrderQuote['method'],
  currency: 'EUR',
  price: 3999,
  discount: { code: 'WELKOM25', value_percentage: 25, amount: 1000 },
  total: 2999,
});

function mockShop() {
  return mockApi({
    'GET credits.php': { body: shop },
    'GET order-quote.php': (call) => ({ body: quoteFor(call.url) }),
    'POST order.php': { body: { order: {} as OrderCreatedResponse['order'], redirect_url: '/api/sandbox-checkout.php?id=7' } },
  });
}

describe('credit shop', () => {
  it('chooses the best value bundle first and shows its prices in Dutch', async () => {
    mockShop();
    await renderRoutes(routes, '/credits');
    const best = await screen.findByRole('radio', { name: /50 credits/ });
    expect(best).toBeChecked();
    expect(plain(best.closest('label')!.textContent)).toContain('Beste keuze');
    expect(plain(best.closest('label')!.textContent)).toContain('Bespaar 20%');
    expect(plain(best.closest('label')!.textContent)).toContain('€ 39,99');
    expect(plain(best.closest('label')!.textContent)).toContain('was € 49,95');
  });

  it('writes prices the German way', async () => {
    mockShop();
    await renderRoutes(routes, '/credits', 'de');
    const best = await screen.findByRole('radio', { name: /50 credits/ });
    expect(plain(best.closest('label')!.textContent)).toContain('39,99 €');
  });

  it('shows the first four methods, then the rest on "More"', async () => {
    mockShop();
    await renderRoutes(routes, '/credits');
    await screen.findByRole('radio', { name: 'iDEAL' });
    expect(screen.queryByRole('radio', { name: 'SOFORT' })).not.toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Meer betaalmethodes' })));
    expect(screen.getByRole('radio', { name: 'SOFORT' })).toBeInTheDocument();
  });

  it("shows the server's quote and pays: order.php with the choice, then the hosted checkout", async () => {
    const api = mockShop();
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
    await renderRoutes(routes, '/credits');
    await act(async () => userEvent.click(await screen.findByRole('radio', { name: /10 credits/ })));
    await act(async () => userEvent.click(screen.getByRole('radio', { name: 'Creditcard' })));
    const pay = await screen.findByRole('button', { name: /^Betaal €\s29,99 met Creditcard$/ });
    expect(plain(screen.getByRole('region', { name: 'Je bestelling' }).textContent)).toContain('Korting WELKOM25 (−25%)');
    await act(async () => userEvent.click(pay));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/sandbox-checkout.php?id=7'));
    expect(api.callsTo('POST', 'order.php')[0]!.body).toEqual({ bundle_id: 1, method: 'creditcard' });
  });

  it('/credits/:id/:paymentmethod starts with that bundle and method', async () => {
    mockShop();
    await renderRoutes(routes, '/credits/1/paypal');
    expect(await screen.findByRole('radio', { name: /10 credits/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  });
});
