import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@dating/shared-kit/test';
import type { CreditsResponse, OrderCreatedResponse } from '@dating/shared-kit';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { checkoutNavigation } from '../../credit-shop/components/credit-shop';

const credits = (last: CreditsResponse['last_paid_order']): CreditsResponse => ({
  country: 'NL',
  currency: 'EUR',
  bundles: [],
  methods: [],
  last_paid_order: last,
});

describe('/credits/repeat-order', () => {
  it('shows the last paid order and pays it again in one step', async () => {
    const api = mockApi({
      'GET credits.php': { body: credits({ bundle_id: 2, method: 'ideal', credits: 50, total: 3999 }) },
      'POST repeat-order.php': { body: { order: {} as OrderCreatedResponse['order'], redirect_url: '/api/sandbox-checkout.php?id=9' } },
    });
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
    await renderRoutes(routes, '/credits/repeat-order');
    expect((await screen.findByText(/Je vorige bestelling/)).textContent?.replace(/\u00a0/g, ' ')).toBe('Je vorige bestelling: 50 credits voor € 39,99 met iDEAL.');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Nogmaals betalen' })));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/sandbox-checkout.php?id=9'));
    expect(api.callsTo('POST', 'repeat-order.php')).toHaveLength(1);
  });

  it('without a previous order says so and links to the shop', async () => {
    mockApi({ 'GET credits.php': { body: credits(null) } });
    await renderRoutes(routes, '/credits/repeat-order');
    expect(await screen.findByText(/Je hebt nog geen eerdere bestelling/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kies een pakket' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('button', { name: 'Nogmaals betalen' })).not.toBeInTheDocument();
  });
});
