import { act, screen, waitFor } from '@testing-library/react';
import { withAppMessages } from '@dating/shared-kit';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { member, mockApi, type ApiHandlers } from '@dating/shared-kit/test';
import type { Order } from '@dating/shared-kit';
import { loadPaymentsMessages } from '../../../i18n/load-messages';
import { apiError, order } from '../../../test/payments-fixtures';
import { TransactionsPage } from './transactions-page';

const routes = [
  {
    path: '/transactions/:id?',
    Component: withAppMessages('payments', loadPaymentsMessages, () => <TransactionsPage routeId="transactions-id" />),
  },
];

/** Answers each poll with the next status of the list (the last one repeats). */
function statuses(...list: Order['status'][]) {
  let asked = 0;
  return () => {
    const status = list[Math.min(asked++, list.length - 1)]!;
    return {
      body: {
        order: order({
          status,
          balance_after: status === 'paid' ? 120 : null,
          paid_at: status === 'paid' ? '2026-03-01T18:01:00.000Z' : null,
        }),
      },
    };
  };
}

function stub(handlers: ApiHandlers) {
  return mockApi({ 'GET user.php': { body: { user: member({ credits: 20 }) } }, ...handlers });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const plainText = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('/transactions/:id', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('asks every 2 s while pending, then shows the new balance and stops asking', async () => {
    const api = stub({ 'GET transactions.php': statuses('open', 'pending', 'paid') });
    await renderRoutes(routes, '/transactions/77');
    expect(await screen.findByText('We wachten op de bevestiging van je betaling…')).toBeInTheDocument();
    expect(api.callsTo('GET', 'transactions.php')[0]!.url.searchParams.get('id')).toBe('77');
    await advance(2_000);
    await waitFor(() => expect(api.callsTo('GET', 'transactions.php')).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('We wachten');
    await advance(2_000);
    expect(await screen.findByText('Betaling gelukt')).toBeInTheDocument();
    expect(screen.getByText('120 credits')).toBeInTheDocument();
    expect(screen.getByText('+100 credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
    const asked = api.callsTo('GET', 'transactions.php').length;
    await advance(10_000);
    expect(api.callsTo('GET', 'transactions.php')).toHaveLength(asked);
    // The shell's balance is refreshed: user.php is asked again without a reload.
    await waitFor(() => expect(api.callsTo('GET', 'user.php').length).toBeGreaterThan(1));
  });

  it('offers an order still open its checkout again (the way back from the shop)', async () => {
    stub({ 'GET transactions.php': statuses('open') });
    await renderRoutes(routes, '/transactions/77');
    expect(await screen.findByRole('link', { name: 'Verder met betalen' })).toHaveAttribute('href', 'https://checkout.example/77');
  });

  it('says a refunded order took its credits back, instead of the balance of the day it was paid', async () => {
    stub({
      'GET transactions.php': () => ({
        body: { order: order({ status: 'paid', balance_after: 120, paid_at: '2026-03-01T18:01:00.000Z', credits_reversed: 100 }) },
      }),
    });
    await renderRoutes(routes, '/transactions/77');
    expect(await screen.findByText('Deze betaling is teruggeboekt: 100 credits zijn teruggenomen.')).toBeInTheDocument();
    expect(screen.queryByText('Je nieuwe saldo')).not.toBeInTheDocument();
  });

  it('lists a refunded order as Teruggeboekt', async () => {
    stub({
      'GET transactions.php': () => ({
        body: { orders: [order({ status: 'paid', credits_reversed: 100 }), order({ id: 78, status: 'paid' })] },
      }),
    });
    await renderRoutes(routes, '/transactions');
    expect(await screen.findByText(/Teruggeboekt/)).toBeInTheDocument();
    expect(screen.getByText(/Betaald/)).toBeInTheDocument();
  });

  it('offers no checkout for a pending order', async () => {
    stub({ 'GET transactions.php': () => ({ body: { order: order({ status: 'pending', checkout_url: null }) } }) });
    await renderRoutes(routes, '/transactions/77');
    expect(await screen.findByText('We wachten op de bevestiging van je betaling…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verder met betalen' })).not.toBeInTheDocument();
  });

  it('offers the way back to the chat the member came from', async () => {
    sessionStorage.setItem('payments.returnPath', '/chats/12');
    stub({ 'GET transactions.php': statuses('paid') });
    await renderRoutes(routes, '/transactions/77');
    expect(await screen.findByRole('link', { name: 'Terug naar de chat' })).toHaveAttribute('href', '/chats/12');
  });

  it.each([
    ['failed', 'De betaling is niet gelukt. Er is niets afgeschreven.'],
    ['canceled', 'Je hebt de betaling afgebroken. Er is niets afgeschreven.'],
    ['expired', 'De betaling is verlopen. Er is niets afgeschreven.'],
  ] as const)('shows "Betaling mislukt" for %s with a retry and another method', async (status, reason) => {
    const api = stub({ 'GET transactions.php': statuses('pending', status) });
    await renderRoutes(routes, '/transactions/77');
    await screen.findByText('We wachten op de bevestiging van je betaling…');
    await advance(2_000);
    expect(await screen.findByText('Betaling mislukt')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute('href', '/credits/3/ideal');
    expect(screen.getByRole('link', { name: 'Andere betaalmethode' })).toHaveAttribute('href', '/credits/3');
    const asked = api.callsTo('GET', 'transactions.php').length;
    await advance(6_000);
    expect(api.callsTo('GET', 'transactions.php')).toHaveLength(asked);
  });

  it('says so when the order is not the member’s', async () => {
    stub({ 'GET transactions.php': apiError(404, 'order_not_found') });
    await renderRoutes(routes, '/transactions/999');
    expect(await screen.findByText('Deze betaling hebben we niet gevonden.')).toBeInTheDocument();
  });

  it('lists the member’s orders without an id', async () => {
    stub({
      'GET transactions.php': {
        body: { orders: [order({ id: 8, status: 'paid' }), order({ id: 7, status: 'failed', credits: 20, total: 999 })] },
      },
    });
    await renderRoutes(routes, '/transactions');
    const first = await screen.findByRole('link', { name: /100 credits/ });
    expect(first).toHaveAttribute('href', '/transactions/8');
    expect(plainText(first)).toContain('100 credits · € 29,99 · iDEAL');
    expect(plainText(first)).toContain('Betaald');
    expect(plainText(screen.getByRole('link', { name: /20 credits/ }))).toContain('Mislukt');
  });

  it('asks a visitor to log in', async () => {
    mockApi({ 'GET user.php': { body: { user: null } } });
    await renderRoutes(routes, '/transactions/77');
    expect(await screen.findByText('Log in om je betalingen te zien.')).toBeInTheDocument();
  });
});
