import type { CurrentUser, SiteSettings } from '@dating/shared-kit';

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
  emailBlocked?: string | null;
}

/** Answers the calls of the banners from fixtures and records every request. */
export function stubAlertsApi({ user, settings = entrySettings(), emailBlocked = null }: StubOptions) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      const path = new URL(request.url).pathname;
      const body = path.endsWith('/user.php')
        ? { user }
        : path.endsWith('/settings.php')
          ? settings
          : path.endsWith('/notifications.php')
            ? { notifications_disabled: [], invisible: false, email_blocked: emailBlocked, push_subscribed: false }
            : path.endsWith('/activate.php')
              ? { sent: true }
              : { error: 'not_found', message: 'Niet gevonden' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
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
