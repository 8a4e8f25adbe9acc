import { act, screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithKit } from '../test-utils';
import { Countdown } from './countdown';
import { formatCountdown, secondsUntil } from './use-countdown';

const now = Date.parse('2026-03-01T18:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('ticks hh:mm:ss every second and tells screen readers the end time once', async () => {
    const expires = new Date(now + (3 * 3600 + 45 * 60) * 1000).toISOString();
    const { container } = renderWithKit(<Countdown expires={expires} />, { locale: 'en' });
    expect(screen.getByText('03:45:00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('03:44:59')).toBeTruthy();
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByText('03:43:58')).toBeTruthy();
    // The changing digits are hidden from assistive technology; the end time is read instead.
    expect(screen.getByText('03:43:58').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(/^Valid until \d{2}:45/)).toBeTruthy();
    expect(container.querySelector('[aria-live]')).toBeNull();
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('is gone once it reaches zero', () => {
    const expires = new Date(now + 2000).toISOString();
    const { container } = renderWithKit(<Countdown expires={expires} />);
    expect(screen.getByText('00:00:02')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('00:00:01')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(container.textContent).toBe('');
  });

  it('renders nothing without an end or for one already past', () => {
    const { container, rerender } = renderWithKit(<Countdown expires={null} />);
    expect(container.textContent).toBe('');
    rerender(<Countdown expires={new Date(now - 1000).toISOString()} />);
    expect(container.textContent).toBe('');
  });

  it('uses the Dutch source text', () => {
    renderWithKit(<Countdown expires={new Date(now + 60_000).toISOString()} />);
    expect(screen.getByText(/^Geldig tot /)).toBeTruthy();
  });
});

describe('countdown arithmetic', () => {
  it('formats hours past two digits without wrapping', () => {
    expect(formatCountdown(14_400)).toBe('04:00:00');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(100 * 3600 + 1)).toBe('100:00:01');
  });

  it('rounds a part second up and reads past or invalid ends as null', () => {
    expect(secondsUntil(new Date(now + 1500).toISOString(), now)).toBe(2);
    expect(secondsUntil(new Date(now).toISOString(), now)).toBeNull();
    expect(secondsUntil('not a date', now)).toBeNull();
    expect(secondsUntil(null, now)).toBeNull();
  });
});
