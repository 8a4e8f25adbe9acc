import { act, screen } from '@testing-library/react';
import { member, stubApi } from '../../test/visitor-stub-api';
import { renderTopBar } from '../../test/render-top-bar';
import { renderShell } from '../../test/render-shell';
import { BoostCountdown, formatLeft } from './boost-countdown';

describe('boost countdown in the top bar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('formats the time left as minutes and seconds (hours when a boost lasts that long)', () => {
    expect(formatLeft(30 * 60)).toBe('30:00');
    expect(formatLeft(61)).toBe('1:01');
    expect(formatLeft(9)).toBe('0:09');
    expect(formatLeft(3600 + 65)).toBe('1:01:05');
  });

  it('shows the running boost in the top bar, linking to the profile', async () => {
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    stubApi({ 'GET user.php': { body: { user: member({ boost_until: until }) } } });
    await renderTopBar({ routeId: 'members', path: '/members' });
    // A lazy chunk: it may take a while under load.
    const chip = await screen.findByTestId('boost-countdown', {}, { timeout: 10_000 });
    expect(chip).toHaveAttribute('href', '/profile');
    expect(chip).toHaveAccessibleName(/^Boost loopt nog (30:00|29:\d\d)$/);
  });

  it('counts down every second and disappears when the boost is over', async () => {
    // Only the clock and the countdown's interval are the test's: the page's own timeouts run as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2026-11-27T20:00:00Z') });
    await renderShell(<BoostCountdown until="2026-11-27T20:01:30Z" />);
    expect(screen.getByRole('link', { name: 'Boost loopt nog 1:30' })).toHaveTextContent('1:30');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('link', { name: 'Boost loopt nog 1:29' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(89_000));
    expect(screen.queryByTestId('boost-countdown')).not.toBeInTheDocument();
  });

  it('shows no countdown without a running boost', async () => {
    stubApi({ 'GET user.php': { body: { user: member() } } });
    await renderTopBar({ routeId: 'members', path: '/members' });
    await screen.findByTestId('credits-chip');
    expect(screen.queryByTestId('boost-countdown')).not.toBeInTheDocument();
  });
});
