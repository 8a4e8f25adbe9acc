import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withAppMessages, useLocation } from '@dating/shared-kit';
import { expectNoAxeViolations, renderRoutes } from '@dating/shared-kit/test-utils';
import { member, mockApi, type ApiCall, type ApiHandlers } from '@dating/shared-kit/test';
import { loadPaymentsMessages } from '../../../i18n/load-messages';
import { apiError, dutchOffer, order, quoteFor } from '../../../test/payments-fixtures';
import { CreditShopPage } from './credit-shop-page';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const routes = [
  { path: '/credits', Component: withAppMessages('payments', loadPaymentsMessages, () => <CreditShopPage routeId="credits" />) },
  {
    path: '/credits/:id/:paymentmethod?',
    Component: withAppMessages('payments', loadPaymentsMessages, () => <CreditShopPage routeId="credits-id-paymentmethod" />),
  },
  { path: '/directdebit', Component: Where },
];

/** The server prices each quote from its query, as order-quote.php does. */
function quoteFromQuery(call: ApiCall) {
  const params = call.url.searchParams;
  const code = params.get('code') ?? undefined;
  return { body: quoteFor(Number(params.get('bundle_id')), params.get('method') as 'ideal', code) };
}

function stub(handlers: ApiHandlers = {}) {
  return mockApi({
    'GET user.php': { body: { user: member({ credits: 0 }) } },
    'GET timebonus.php': { body: { time_bonus: null } },
    'GET discountcode.php': { body: { discount: null } },
    'GET credits.php': { body: dutchOffer },
    'GET order-quote.php': quoteFromQuery,
    ...handlers,
  });
}

const payButton = () => screen.findByRole('button', { name: /^Betaal/ });

/** Opens /credits with these answers and presses Pay on the preselected bundle and method. */
async function payInShop(handlers: ApiHandlers) {
  const api = stub(handlers);
  await renderRoutes(routes, '/credits');
  await userEvent.setup().click(await payButton());
  return api;
}
/** Axe over a whole page takes seconds on a busy machine; those tests get a longer limit than the 5 s default. */
const axeTimeoutMs = 20_000;
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('/credits', () => {
  it('asks a visitor to log in or sign up', async () => {
    mockApi({ 'GET user.php': { body: { user: null } } });
    await renderRoutes(routes, '/credits');
    expect(await screen.findByText('Log in of meld je gratis aan om credits te kopen.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it(
    'shows the bundles with their price per credit, the old price struck through and the best value chosen',
    async () => {
      stub();
      await renderRoutes(routes, '/credits');
      const best = await screen.findByRole('radio', { name: /100 credits/ });
      expect(best).toBeChecked();
      const card = best.closest('label')!;
      expect(within(card).getByText('Beste koop')).toBeInTheDocument();
      expect(within(card).getByText('Bespaar 40%')).toBeInTheDocument();
      expect(plain(within(card).getByText(/per credit/).textContent)).toBe('€ 0,30 per credit');
      expect(card.querySelector('s')).toHaveTextContent(/was € 39,99/);
      expect(screen.getByRole('radio', { name: /20 credits/ })).not.toBeChecked();
      expect(within(screen.getByRole('radio', { name: /20 credits/ }).closest('label')!).queryByText('Beste koop')).toBeNull();
      await expectNoAxeViolations(document.body);
    },
    axeTimeoutMs,
  );

  it('lists four methods in the API order, the rest behind "More"', async () => {
    stub();
    const user = userEvent.setup();
    await renderRoutes(routes, '/credits');
    await screen.findByRole('radio', { name: 'iDEAL' });
    const methods = () =>
      within(screen.getByRole('group', { name: 'Kies je betaalmethode' }))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value'));
    expect(methods()).toEqual(['ideal', 'creditcard', 'paypal', 'sdd']);
    expect(screen.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Meer betaalmethoden' }));
    expect(methods()).toEqual(['ideal', 'creditcard', 'paypal', 'sdd', 'bancontact', 'sct']);
    expect(screen.getByRole('radio', { name: 'Bancontact' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Meer betaalmethoden' })).toBeNull();
  });

  it('shows the price the server quotes, and asks again for another bundle and method', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderRoutes(routes, '/credits');
    expect(plain((await payButton()).textContent)).toBe('Betaal € 29,99 met iDEAL');
    await user.click(screen.getByRole('radio', { name: /20 credits/ }));
    await user.click(screen.getByRole('radio', { name: 'Creditcard' }));
    await waitFor(async () => expect(plain((await payButton()).textContent)).toBe('Betaal € 9,99 met Creditcard'));
    const last = api.callsTo('GET', 'order-quote.php').at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({ bundle_id: '1', method: 'creditcard' });
  });

  it('opens on the bundle and method of the address', async () => {
    stub();
    await renderRoutes(routes, '/credits/2/sct');
    expect(await screen.findByRole('radio', { name: /50 credits/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bankoverschrijving' })).toBeChecked();
    expect(plain((await payButton()).textContent)).toBe('Betaal € 19,99 met Bankoverschrijving');
  });

  it('translates a refused code under the field, and turns a valid one into a removable chip', async () => {
    const api = stub({
      'GET discountcode.php': (call) =>
        call.url.searchParams.get('code') === 'SPRING25'
          ? { body: { discount: discountCode('SPRING25') } }
          : call.url.searchParams.get('code') === 'USED'
            ? apiError(409, 'code_used')
            : apiError(404, 'code_not_found'),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, '/credits');
    await user.click(await screen.findByRole('button', { name: 'Heb je een code?' }));
    const field = screen.getByLabelText('Kortingscode');
    await user.type(field, 'nope{Enter}');
    expect(await screen.findByText('Code niet gevonden')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'used{Enter}');
    expect(await screen.findByText('Code reeds gebruikt')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'spring25');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(await screen.findByText('SPRING25 −25%')).toBeInTheDocument();
    const check = api.callsTo('GET', 'discountcode.php').at(-1)!;
    expect(Object.fromEntries(check.url.searchParams)).toEqual({ code: 'SPRING25', bundle_id: '3', method: 'ideal' });
    await waitFor(async () => expect(plain((await payButton()).textContent)).toBe('Betaal € 22,49 met iDEAL'));
    expect(plain(screen.getByText(/Korting SPRING25/).closest('div')!.textContent)).toContain('−€ 7,50');
    await user.click(screen.getByRole('button', { name: 'Code SPRING25 verwijderen' }));
    await waitFor(async () => expect(plain((await payButton()).textContent)).toBe('Betaal € 29,99 met iDEAL'));
  });

  it('applies the time bonus by itself, with its strip and countdown', async () => {
    const api = stub({
      'GET timebonus.php': {
        body: { time_bonus: { code: 'TIMEBONUS25', value_percentage: 25, expires: new Date(Date.now() + 3_600_000).toISOString() } },
      },
    });
    await renderRoutes(routes, '/credits');
    expect(await screen.findByText('−25% korting')).toBeInTheDocument();
    await waitFor(async () => expect(plain((await payButton()).textContent)).toBe('Betaal € 22,49 met iDEAL'));
    expect(api.callsTo('GET', 'order-quote.php').at(-1)!.url.searchParams.get('code')).toBe('TIMEBONUS25');
  });

  it('creates the order and sends the browser to the checkout', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = await payInShop({ 'POST order.php': { body: { order: order(), redirect_url: 'https://checkout.example/77' } } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/77'));
    expect(api.callsTo('POST', 'order.php')[0]!.body).toEqual({ bundle_id: 3, method: 'ideal' });
    vi.restoreAllMocks();
  });

  it('says why an order was refused', async () => {
    await payInShop({ 'POST order.php': apiError(422, 'payment_failed') });
    expect(await screen.findByText('Betaling mislukt')).toBeInTheDocument();
  });

  it('offers the way back to the open order that holds the discount, when the quote says Code reeds gebruikt', async () => {
    stub({
      'GET timebonus.php': {
        body: { time_bonus: { code: 'TIMEBONUS25', value_percentage: 25, expires: new Date(Date.now() + 3_600_000).toISOString() } },
      },
      'GET order-quote.php': { status: 409, body: { error: 'code_used', message: 'Code reeds gebruikt', params: { order_id: 41 } } },
    });
    await renderRoutes(routes, '/credits');
    expect(await screen.findByText('Code reeds gebruikt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar je open bestelling' })).toHaveAttribute('href', '/transactions/41');
  });

  it('offers no way back when the code is used by a paid order (no order named)', async () => {
    await payInShop({ 'POST order.php': apiError(409, 'code_used') });
    expect(await screen.findByText('Code reeds gebruikt')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Naar je open bestelling' })).not.toBeInTheDocument();
  });

  it('sends direct debit to its form with the bundle and the code', async () => {
    stub({
      'GET timebonus.php': {
        body: { time_bonus: { code: 'TIMEBONUS25', value_percentage: 25, expires: new Date(Date.now() + 3_600_000).toISOString() } },
      },
    });
    const user = userEvent.setup();
    await renderRoutes(routes, '/credits/2');
    await user.click(await screen.findByRole('radio', { name: 'Automatische incasso' }));
    await waitFor(async () => expect(plain((await payButton()).textContent)).toMatch(/met Automatische incasso/));
    await user.click(await payButton());
    expect(await screen.findByText('at /directdebit?bundle=2&code=TIMEBONUS25')).toBeInTheDocument();
  });

  it('keeps a chat return path for the paid page', async () => {
    stub();
    await renderRoutes(routes, '/credits?return=/chats/12');
    await screen.findByRole('radio', { name: /100 credits/ });
    expect(sessionStorage.getItem('payments.returnPath')).toBe('/chats/12');
  });
});

function discountCode(code: string) {
  return {
    code,
    country: null,
    user_id: null,
    expires: null,
    value_percentage: 25,
    currency: null,
    minimum_order_value: null,
    status: 'active' as const,
    validity: 'unlimited' as const,
    expired: false,
    paymentmethods: [],
  };
}
