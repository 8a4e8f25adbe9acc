import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import { expectNoAxeViolations, renderRoutes } from '@dating/shared-kit/test-utils';
import { baseApi, useLocation } from '@dating/shared-kit';
import { member, mockApi } from '@dating/shared-kit/test';
import type { CurrentUser } from '@dating/shared-kit/test';
import { TimeBonusModal } from '../../../exposes/time-bonus-modal';
import { TIME_BONUS_MODAL_DELAY_MS } from '../time-bonus-rules';
import { isTimeBonusDismissed, storeTimeBonusDismissal, timeBonusDismissalsKey } from '../dismissal-storage';

const now = Date.parse('2026-03-01T18:00:00.000Z');
const expires = new Date(now + 2 * 3600_000).toISOString();
const timeBonus = { code: 'TIMEBONUS25', value_percentage: 25, expires } as const;

/** Stands in for the shell's slot: the members area is everything under /members here. */
function Slot() {
  const { pathname } = useLocation();
  return <TimeBonusModal inMembersArea={pathname.startsWith('/members')} />;
}

function stub(user: Partial<CurrentUser> = {}, bonus: typeof timeBonus | null = timeBonus) {
  return mockApi({
    'GET user.php': { body: { user: member({ credits: 0, ...user }) } },
    'GET timebonus.php': { body: { time_bonus: bonus } },
  });
}

/** Whether the modal has started its 40 s wait (React may commit the answer a moment after it arrives). */
let timeouts: MockInstance<typeof setTimeout>;
const waitStarted = () => timeouts.mock.calls.some(([, ms]) => ms === TIME_BONUS_MODAL_DELAY_MS);

async function renderAt(path: string, { locale = 'nl', waits = true }: { locale?: 'nl' | 'de'; waits?: boolean } = {}) {
  const rendered = await renderRoutes([{ path: '*', Component: Slot }], path, locale);
  await waitFor(() => expect(rendered.store.getState().api.queries).toMatchObject({ 'kitGetTimeBonus(7)': { status: 'fulfilled' } }));
  // From here the 40 s run: every jump below is measured from this moment.
  if (waits) await waitFor(() => expect(waitStarted()).toBe(true));
  return rendered;
}

const dialog = () => screen.queryByRole('dialog', { name: 'Jouw tijdbonus' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  localStorage.clear();
  // Timers also run on their own so MSW's answers arrive; each test jumps the 40 s itself.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(now);
  timeouts = vi.spyOn(globalThis, 'setTimeout');
});
afterEach(() => vi.useRealTimers());

describe('TimeBonusModal (exposed as mfe-payments/TimeBonusModal)', () => {
  it('opens after 40 s in the members area with −25%, the ticking countdown and its two answers', async () => {
    stub();
    await renderAt('/members');
    await advance(39_000);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1_000);
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByText('−25%')).toBeInTheDocument();
    const clock = screen.getByText(/^01:59:\d\d$/);
    const shown = clock.textContent;
    await advance(1_000);
    expect(screen.getByText(/^01:59:\d\d$/).textContent).not.toBe(shown);
    expect(screen.getByText(/^Geldig tot /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gebruik mijn 25% korting' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
    vi.useRealTimers();
    await expectNoAxeViolations(document.body);
  });

  it('leaving the members area cancels the timer, and coming back starts it over', async () => {
    stub();
    const { router } = await renderAt('/members');
    await advance(30_000);
    await act(() => router.navigate('/credits'));
    await advance(20_000);
    expect(dialog()).not.toBeInTheDocument();
    await act(() => router.navigate('/members/12'));
    await advance(39_000);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1_000);
    expect(dialog()).toBeInTheDocument();
  });

  it('stays moving between pages of the members area (one timer, not restarted)', async () => {
    stub();
    const { router } = await renderAt('/members');
    await advance(30_000);
    await act(() => router.navigate('/members/12'));
    await advance(10_000);
    expect(dialog()).toBeInTheDocument();
  });

  it('does not open for a member with credits', async () => {
    stub({ credits: 5 });
    await renderAt('/members', { waits: false });
    await advance(60_000);
    expect(dialog()).not.toBeInTheDocument();
    expect(waitStarted()).toBe(false);
  });

  it('does not open without an active time bonus', async () => {
    stub({}, null);
    await renderAt('/members', { waits: false });
    await advance(60_000);
    expect(dialog()).not.toBeInTheDocument();
    expect(waitStarted()).toBe(false);
  });

  it('does not open after an earlier dismissal by this member', async () => {
    storeTimeBonusDismissal(7, new Date(now - 60_000));
    stub();
    await renderAt('/members', { waits: false });
    await advance(60_000);
    expect(dialog()).not.toBeInTheDocument();
    expect(waitStarted()).toBe(false);
  });

  it('"Later" closes it, stores the dismissal with its time, and it never opens again', async () => {
    stub();
    const { router } = await renderAt('/members');
    await advance(40_000);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(isTimeBonusDismissed(7)).toBe(true);
    const stored = JSON.parse(localStorage.getItem(timeBonusDismissalsKey) ?? '{}') as Record<string, string>;
    expect(Object.keys(stored)).toEqual(['7']);
    // Dismissed 40 s after the page opened (plus the few real milliseconds the test took).
    expect(Date.parse(stored['7']!) - now).toBeGreaterThanOrEqual(40_000);
    expect(Date.parse(stored['7']!) - now).toBeLessThan(45_000);
    await act(() => router.navigate('/chats'));
    await act(() => router.navigate('/members'));
    await advance(60_000);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('"Use my 25% discount" opens the credit shop', async () => {
    stub();
    const { router } = await renderAt('/members');
    await advance(40_000);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Gebruik mijn 25% korting' }));
    expect(router.state.location.pathname).toBe('/credits');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('closes by itself when the countdown reaches zero', async () => {
    mockApi({
      'GET user.php': { body: { user: member({ credits: 0 }) } },
      'GET timebonus.php': { body: { time_bonus: { ...timeBonus, expires: new Date(now + 45_000).toISOString() } } },
    });
    await renderAt('/members');
    await advance(40_000);
    expect(dialog()).toBeInTheDocument();
    await advance(5_000);
    expect(dialog()).not.toBeInTheDocument();
  });

  it.each([
    ['the member logs out', null],
    ['the member becomes paid', member({ credits: 0, paid_user: true })],
  ])('closes when %s', async (_when, next) => {
    let user: ReturnType<typeof member> | null = member({ credits: 0 });
    mockApi({ 'GET user.php': () => ({ body: { user } }), 'GET timebonus.php': { body: { time_bonus: timeBonus } } });
    const { store } = await renderAt('/members');
    await advance(40_000);
    expect(dialog()).toBeInTheDocument();
    user = next;
    await act(() => store.dispatch(baseApi.util.invalidateTags(['User'])));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('reads well in German', async () => {
    stub();
    await renderAt('/members', { locale: 'de' });
    await advance(40_000);
    expect(screen.getByRole('dialog', { name: 'Dein Zeitbonus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meine 25 % Rabatt nutzen' })).toBeInTheDocument();
    expect(screen.getByText('−25 %')).toBeInTheDocument();
  });
});
