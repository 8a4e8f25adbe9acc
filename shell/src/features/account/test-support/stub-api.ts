import type { CurrentUser } from '@dating/shared-kit';

export interface StubReply {
  status?: number;
  body: unknown;
}

export interface StubCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

/** Handlers keyed `METHOD file.php` (e.g. `POST user.php`); a function sees the call and may answer by state. */
export type StubRoutes = Record<string, StubReply | ((call: StubCall) => StubReply)>;

const defaults: StubRoutes = {
  'GET settings.php': { body: { name: 'Testsite', locales: {}, geoip_country: 'NL', countries: ['NL'] } },
  'GET user.php': { body: { user: null } },
  'GET likes.php': { body: { profiles: [], liked_by: [], new_likes: 0 } },
};

/**
 * Replaces fetch with a tiny fake of the API for component tests and records every call, so a test can
 * assert what was sent. Unknown calls answer 404 not_found like the real API.
 */
export function stubApi(routes: StubRoutes = {}) {
  const calls: StubCall[] = [];
  const all = { ...defaults, ...routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const text = await input.text();
      const call: StubCall = { method: input.method, path: url.pathname.replace(/^\/api\//, ''), url, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const handler = all[`${call.method} ${call.path}`];
      const reply = typeof handler === 'function' ? handler(call) : (handler ?? { status: 404, body: { error: 'not_found', message: 'nope' } });
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

/** A logged-in member as user.php returns it; override what a test is about. */
export function member(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    status: 'active',
    email: 'anna@example.com',
    email_confirmed: true,
    credits: 25,
    paid_user: false,
    signup_date: '2024-01-01T10:00:00.000Z',
    notifications_disabled: [],
    fictional_icon: '',
    language: 'nl',
    profile: { id: 7, name: 'Anna', country: 'NL', status: 'active', main_image: null },
    ...overrides,
  } as CurrentUser;
}
