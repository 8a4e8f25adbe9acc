import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { coreApi } from '../api/core-api';
import { createAppStore } from '../store/create-app-store';
import { member, mockApi, welcomeDiscount } from '../test';
import type { ApiHandlers } from '../test';
import { useActiveDiscount } from './use-active-discount';
import { useTimeBonus } from './use-time-bonus';

const now = Date.parse('2026-03-01T18:00:00.000Z');
const bonusEnd = new Date(now + 90 * 60_000).toISOString();
const timeBonus = { code: 'TIMEBONUS25', value_percentage: 25, expires: bonusEnd } as const;
const welcome = welcomeDiscount({ code: 'WELCOME-7', expires: new Date(now + 3 * 86_400_000).toISOString(), value_percentage: 25 });

function withStore() {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

beforeEach(() => {
  // Timers advance on their own too, so MSW's answers arrive; the test still jumps time when it needs to.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('useTimeBonus', () => {
  it('loads the bonus for a free member and drops it the second it expires', async () => {
    const api = mockApi({
      'GET user.php': { body: { user: member({ paid_user: false }) } },
      'GET timebonus.php': { body: { time_bonus: timeBonus } },
    });
    const { wrapper } = withStore();
    const { result } = renderHook(() => useTimeBonus(), { wrapper });
    await waitFor(() => expect(result.current).toEqual(timeBonus));
    act(() => vi.advanceTimersByTime(90 * 60_000 - 1000));
    expect(result.current).toEqual(timeBonus);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBeNull();
    expect(api.callsTo('GET', 'timebonus.php')).toHaveLength(1);
  });

  it('is never asked for a visitor', async () => {
    const api = mockApi({ 'GET user.php': { body: { user: null } }, 'GET timebonus.php': { body: { time_bonus: timeBonus } } });
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => useTimeBonus(), { wrapper });
    await waitFor(() => expect(coreApi.endpoints.getCurrentUser.select()(store.getState()).isSuccess).toBe(true));
    expect(result.current).toBeNull();
    expect(api.callsTo('GET', 'timebonus.php')).toHaveLength(0);
  });

  it('is hidden for a paid member (and not asked for)', async () => {
    const api = mockApi({
      'GET user.php': { body: { user: member({ paid_user: true }) } },
      'GET timebonus.php': { body: { time_bonus: timeBonus } },
    });
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => useTimeBonus(), { wrapper });
    await waitFor(() => expect(coreApi.endpoints.getCurrentUser.select()(store.getState()).isSuccess).toBe(true));
    expect(result.current).toBeNull();
    expect(api.callsTo('GET', 'timebonus.php')).toHaveLength(0);
  });

  it('is gone on logout and asked again for the next member who logs in', async () => {
    let user: ReturnType<typeof member> | null = member({ id: 7 });
    const api = mockApi({ 'GET user.php': () => ({ body: { user } }), 'GET timebonus.php': { body: { time_bonus: timeBonus } } });
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => useTimeBonus(), { wrapper });
    await waitFor(() => expect(result.current).toEqual(timeBonus));
    user = null;
    await act(() => store.dispatch(coreApi.util.invalidateTags(['User'])));
    await waitFor(() => expect(result.current).toBeNull());
    user = member({ id: 8 });
    await act(() => store.dispatch(coreApi.util.invalidateTags(['User'])));
    await waitFor(() => expect(result.current).toEqual(timeBonus));
    expect(api.callsTo('GET', 'timebonus.php')).toHaveLength(2);
  });

  it('turns null when the member becomes paid', async () => {
    let paid = false;
    mockApi({
      'GET user.php': () => ({ body: { user: member({ paid_user: paid }) } }),
      'GET timebonus.php': { body: { time_bonus: timeBonus } },
    });
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => useTimeBonus(), { wrapper });
    await waitFor(() => expect(result.current).toEqual(timeBonus));
    paid = true;
    await act(() => store.dispatch(coreApi.util.invalidateTags(['User'])));
    await waitFor(() => expect(result.current).toBeNull());
  });
});

const failingWelcome = { status: 500, body: { error: 'internal_error', message: 'Er is een fout opgetreden' } };

/** useActiveDiscount for a member whose time bonus is `bonus` and whose welcome-code call answers `welcomeAnswer`. */
function renderActiveDiscount(
  bonus: typeof timeBonus | null,
  welcomeAnswer: ApiHandlers['GET discountcode.php'] = { body: { discount: welcome } },
) {
  const api = mockApi({
    'GET user.php': { body: { user: member() } },
    'GET timebonus.php': { body: { time_bonus: bonus } },
    'GET discountcode.php': welcomeAnswer,
  });
  const { wrapper } = withStore();
  return { api, ...renderHook(() => useActiveDiscount(), { wrapper }) };
}

describe('useActiveDiscount', () => {
  it('is the time bonus when there is one (the welcome code is not even asked for)', async () => {
    const { api, result } = renderActiveDiscount(timeBonus);
    await waitFor(() =>
      expect(result.current).toEqual({ code: 'TIMEBONUS25', value_percentage: 25, expires: bonusEnd, source: 'time_bonus' }),
    );
    expect(api.callsTo('GET', 'discountcode.php')).toHaveLength(0);
  });

  it('falls back to the welcome code, asked with welcome=true', async () => {
    const { api, result } = renderActiveDiscount(null);
    await waitFor(() =>
      expect(result.current).toEqual({ code: 'WELCOME-7', value_percentage: 25, expires: welcome.expires, source: 'welcome' }),
    );
    expect(api.callsTo('GET', 'discountcode.php')[0]?.url.searchParams.get('welcome')).toBe('true');
  });

  it('takes over with the welcome code once the time bonus runs out', async () => {
    const { result } = renderActiveDiscount(timeBonus);
    await waitFor(() => expect(result.current?.source).toBe('time_bonus'));
    act(() => vi.advanceTimersByTime(90 * 60_000));
    await waitFor(() => expect(result.current?.source).toBe('welcome'));
  });

  it('ignores a failing welcome call and answers null', async () => {
    const { api, result } = renderActiveDiscount(null, failingWelcome);
    await waitFor(() => expect(api.callsTo('GET', 'discountcode.php').length).toBeGreaterThan(0));
    expect(result.current).toBeNull();
  });

  it('answers null for a visitor without asking anything', async () => {
    const api = mockApi({ 'GET user.php': { body: { user: null } } });
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => useActiveDiscount(), { wrapper });
    await waitFor(() => expect(coreApi.endpoints.getCurrentUser.select()(store.getState()).isSuccess).toBe(true));
    expect(result.current).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['user.php']);
  });
});
