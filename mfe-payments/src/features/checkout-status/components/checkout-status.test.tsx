import { act, screen } from '@testing-library/react';
import { mockApi } from '@dating/shared-kit/test';
import type { Order } from '@dating/shared-kit';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';

const order = (status: Order['status']): Order => ({
  id: 7,
  status,
  bundle_id: 2,
  credits: 50,
  method: 'ideal',
  currency: 'EUR',
  price: 3999,
  discount: null,
  total: 3999,
  created_at: '2026-11-23T14:00:00.000Z',
  paid_at: status === 'paid' ? '2026-11-23T14:01:00.000Z' : null,
  checkout_url: null,
  balance_after: status === 'paid' ? 62 : null,
});

/** Answers the given statuses one poll after another (the last one repeats). */
function mockStatuses(...statuses: Order['status'][]) {
  let call = 0;
  return mockApi({
    'GET transactions.php': () => ({ body: { order: order(statuses[Math.min(call++, statuses.length - 1)]!) } }),
  });
}

describe('/transactions/:id', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('waits for the bank while pending, polls, then shows the new balance and refreshes User and Credits', async () => {
    const api = mockStatuses('pending', 'paid');
    const { store } = await renderRoutes(routes, '/transactions/7');
    expect(await screen.findByRole('status')).toHaveTextContent('We wachten op je bank…');
    const dispatch = vi.spyOn(store, 'dispatch');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(await screen.findByRole('heading', { name: 'Betaling gelukt' })).toBeInTheDocument();
    expect(screen.getByText('62')).toBeInTheDocument();
    expect(screen.getByText('50 credits toegevoegd')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
    expect(api.callsTo('GET', 'transactions.php')).toHaveLength(2);
    expect(JSON.stringify(dispatch.mock.calls)).toContain('"User"');
    // Final: no more polls.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(api.callsTo('GET', 'transactions.php')).toHaveLength(2);
  });

  it('offers the way back to the chat the member came from', async () => {
    mockStatuses('paid');
    await renderRoutes(routes, '/transactions/7?return=/chats/5');
    expect(await screen.findByRole('link', { name: 'Terug naar de chat' })).toHaveAttribute('href', '/chats/5');
  });

  it('a failed payment offers the same bundle and method again, or another method', async () => {
    mockStatuses('pending', 'failed');
    await renderRoutes(routes, '/transactions/7');
    await screen.findByRole('status');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(await screen.findByRole('heading', { name: 'Betaling mislukt' })).toBeInTheDocument();
    expect(screen.getByText('De betaling is geweigerd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Probeer opnieuw' })).toHaveAttribute('href', '/credits/2/ideal');
    expect(screen.getByRole('link', { name: 'Andere betaalmethode' })).toHaveAttribute('href', '/credits/2');
  });
});
