import { afterEach, describe, expect, it } from 'vitest';
import { entryWarningConfirmedIn, entryWarningCookie } from './entry-warning-cookie';
import { entryWarningDismissed, entryWarningKey, storeEntryWarningDismissal } from './entry-warning-storage';

const clearCookie = () => {
  document.cookie = 'entry_warning=; Max-Age=0; Path=/';
};

describe("the entry warning's confirmation in the cookie the gateway reads", () => {
  it('is read only as this code writes it', () => {
    expect(entryWarningConfirmedIn('entry_warning=confirmed')).toBe(true);
    expect(entryWarningConfirmedIn('locale=de; entry_warning=confirmed; _ga=1')).toBe(true);
    for (const cookie of ['', 'entry_warning=', 'entry_warning=yes', 'xentry_warning=confirmed', 'entry_warning=confirmedx']) {
      expect(entryWarningConfirmedIn(cookie), cookie).toBe(false);
    }
  });

  it('is written for the whole site for two years, Secure on https', () => {
    expect(entryWarningCookie(false)).toBe('entry_warning=confirmed; Path=/; Max-Age=63072000; SameSite=Lax');
    expect(entryWarningCookie(true)).toMatch(/; Secure$/);
  });
});

describe('the confirmation kept in localStorage and the cookie alike', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookie();
  });

  it('is stored in both', () => {
    expect(entryWarningDismissed()).toBe(false);
    storeEntryWarningDismissal(new Date('2026-01-02T03:04:05.000Z'));
    expect(localStorage.getItem(entryWarningKey)).toBe('2026-01-02T03:04:05.000Z');
    expect(entryWarningConfirmedIn(document.cookie)).toBe(true);
    expect(entryWarningDismissed()).toBe(true);
  });

  it('copies one kept before the cookie existed (localStorage alone) into the cookie', () => {
    localStorage.setItem(entryWarningKey, '2024-01-01T00:00:00.000Z');
    expect(entryWarningDismissed()).toBe(true);
    expect(entryWarningConfirmedIn(document.cookie)).toBe(true);
  });

  it('copies one made on the painted page (the cookie alone) into localStorage', () => {
    document.cookie = 'entry_warning=confirmed; Path=/';
    expect(entryWarningDismissed()).toBe(true);
    expect(localStorage.getItem(entryWarningKey)).not.toBeNull();
  });

  it('still counts the cookie where localStorage refuses, and closes for the visit when both refuse', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(entryWarningDismissed(refusing)).toBe(false);
    expect(() => storeEntryWarningDismissal(new Date(), refusing)).not.toThrow();
    expect(entryWarningDismissed(refusing)).toBe(true);
  });
});
