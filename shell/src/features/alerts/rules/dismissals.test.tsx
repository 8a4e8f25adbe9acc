import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { alertStateCookieName, readAlertStateCookie } from '../../../shared/site-alerts/alert-state-cookie';
import { dismissAlert, dismissalsKey, useDismissals } from './dismissals';

afterEach(() => {
  localStorage.clear();
  document.cookie = `${alertStateCookieName}=; Path=/; Max-Age=0`;
});

describe('useDismissals', () => {
  it('tells every reader of a dismissal at once (the banner and the layout wait read one set)', () => {
    const banner = renderHook(() => useDismissals());
    const layoutWait = renderHook(() => useDismissals());
    expect(banner.result.current.has('profile-photo')).toBe(false);

    act(() => dismissAlert('profile-photo', new Date('2026-11-23T10:00:00Z')));

    expect(banner.result.current.has('profile-photo')).toBe(true);
    expect(layoutWait.result.current.has('profile-photo')).toBe(true);
    expect(JSON.parse(localStorage.getItem(dismissalsKey) ?? '{}')).toEqual({ 'profile-photo': '2026-11-23T10:00:00.000Z' });
  });

  it('updates the cookie the gateway paints banners from at once, with every dismissal of this device', () => {
    localStorage.setItem(dismissalsKey, JSON.stringify({ push: '2026-11-20T10:00:00Z' }));
    act(() => dismissAlert('profile-photo'));
    // Before any re-render: a reload right after the click must not paint the closed banner again.
    expect(readAlertStateCookie(document.cookie)).toEqual({ dismissed: ['profile-photo', 'push'] });
  });

  it('follows storage changed outside the hook (another test, another tab) instead of a stale copy', () => {
    const { result, rerender } = renderHook(() => useDismissals());
    expect(result.current.size).toBe(0);
    localStorage.setItem(dismissalsKey, JSON.stringify({ push: '2026-11-23T10:00:00Z' }));
    rerender();
    expect([...result.current]).toEqual(['push']);
  });
});
