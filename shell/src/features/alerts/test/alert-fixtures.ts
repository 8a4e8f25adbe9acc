import type { CurrentUser, EmailBlockReason, SiteSettings } from '@dating/shared-kit';
import { mockApi, siteSettings } from '@dating/shared-kit/test';

/** A confirmed member with a photo and every notification on: no banner applies. */
export function member(overrides: Partial<CurrentUser> = {}, profile: Partial<CurrentUser['profile']> = {}): CurrentUser {
  return {
    id: 7,
    status: 'active',
    email: 'sanne@example.com',
    email_confirmed: true,
    credits: 10,
    paid_user: false,
    signup_date: '2024-05-01T10:00:00.000Z',
    notifications_disabled: [],
    fictional_icon: 'icons/fictional.svg',
    language: 'nl',
    ...overrides,
    profile: {
      id: 7,
      name: 'Sanne',
      country: 'NL',
      status: 'active',
      main_image: { filename: 'members/7.jpg', thumb_filename: 'members/7-thumb.jpg', status: 'active' },
      ...profile,
    },
  };
}

export type EntrySettings = Pick<SiteSettings, 'name' | 'enable_site_entry_popup' | 'site_entry_popup_countries' | 'geoip_country'>;

export const entrySettings = (overrides: Partial<EntrySettings> = {}): EntrySettings => ({
  name: 'Datingsite',
  enable_site_entry_popup: true,
  site_entry_popup_countries: [],
  geoip_country: 'NL',
  ...overrides,
});

interface StubOptions {
  user: CurrentUser | null;
  settings?: EntrySettings;
  emailBlocked?: EmailBlockReason | null;
}

/** Answers the calls of the banners from fixtures (the kit's MSW mock) and records every call. */
export function stubAlertsApi({ user, settings = entrySettings(), emailBlocked = null }: StubOptions) {
  return mockApi({
    'GET user.php': { body: { user } },
    'GET settings.php': { body: siteSettings(settings) },
    'GET notifications.php': {
      body: { notifications_disabled: [], invisible: false, email_blocked: emailBlocked, push_subscribed: false },
    },
    'POST activate.php': { body: { sent: true } },
  }).calls;
}

/** Makes window.matchMedia answer `matches` for the given queries and false for the rest. */
export function stubMatchMedia(matching: string[]) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matching.includes(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}
