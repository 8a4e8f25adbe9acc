import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withAppMessages } from '@dating/shared-kit';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { member, mockApi, type ApiHandlers } from '@dating/shared-kit/test';
import { loadPaymentsMessages } from '../../../i18n/load-messages';
import { apiError, dutchOffer, order } from '../../../test/payments-fixtures';
import { RepeatOrderPage } from './repeat-order-page';

const routes = [
  {
    path: '/credits/repeat-order',
    Component: withAppMessages('payments', loadPaymentsMessages, () => <RepeatOrderPage routeId="credits-repeat-order" />),
  },
];

const lastPaid = { bundle_id: 2, method: 'ideal' as const, credits: 50, total: 1999 };

function stub(handlers: ApiHandlers = {}) {
  return mockApi({
    'GET user.php': { body: { user: member({ credits: 3 }) } },
    'GET credits.php': { body: { ...dutchOffer, last_paid_order: lastPaid } },
    ...handlers,
  });
}

describe('/credits/repeat-order', () => {
  afterEach(() => vi.restoreAllMocks());

  it('repeats the last paid order in one step and goes to the checkout', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = stub({
      'POST repeat-order.php': { body: { order: order({ id: 90, bundle_id: 2 }), redirect_url: 'https://checkout.example/90' } },
    });
    const user = userEvent.setup();
    await renderRoutes(routes, '/credits/repeat-order');
    expect((await screen.findByText(/50 credits voor/)).textContent?.replace(/\s/g, ' ')).toBe('50 credits voor € 19,99 met iDEAL');
    await user.click(screen.getByRole('button', { name: 'Nog een keer bestellen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/90'));
    expect(api.callsTo('POST', 'repeat-order.php')).toHaveLength(1);
  });

  it('says so when there is no paid order, with a way to the bundles', async () => {
    stub({ 'GET credits.php': { body: dutchOffer } });
    await renderRoutes(routes, '/credits/repeat-order');
    expect(await screen.findByText('Je hebt nog geen betaalde bestelling om te herhalen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kies een pakket' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('button', { name: 'Nog een keer bestellen' })).toBeNull();
  });

  it('translates a refusal of the server', async () => {
    stub({ 'POST repeat-order.php': apiError(404, 'no_previous_order') });
    const user = userEvent.setup();
    await renderRoutes(routes, '/credits/repeat-order');
    await user.click(await screen.findByRole('button', { name: 'Nog een keer bestellen' }));
    expect(await screen.findByText('Je hebt nog geen eerdere bestelling om te herhalen')).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    mockApi({ 'GET user.php': { body: { user: null } } });
    await renderRoutes(routes, '/credits/repeat-order');
    expect(await screen.findByText('Log in om je bestelling te herhalen.')).toBeInTheDocument();
  });
});
