/** Test-only: a fetch stub that answers the API by path and records every call. */
export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

export type ApiReply = { status: number; body: unknown };
export type ApiHandler = (call: ApiCall) => ApiReply | undefined;

export const siteSettings = (overrides: Record<string, unknown> = {}) => ({
  countries: ['NL', 'BE'],
  locales: {},
  geoip_country: 'NL',
  domain_language: 'nl_NL',
  cdn_prefix: '/media/',
  fictional_icon: 'icons/fictional.svg',
  member_resell: false,
  fictional_warning: {
    singular: 'Let op: dit profiel wordt door ons beheerd.',
    plural: 'Let op: sommige profielen worden door ons beheerd.',
  },
  ...overrides,
});

/** Installs the stub; `handle` answers first, then settings.php; anything else is a 404. */
export function stubApi(handle: ApiHandler, settings: Record<string, unknown> = siteSettings()): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = request.method === 'GET' ? '' : await request.text();
      const call = { method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const reply =
        handle(call) ??
        (call.url.pathname.endsWith('/settings.php') ? { status: 200, body: settings } : { status: 404, body: { error: 'not_found', message: '' } });
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export const callsTo = (calls: ApiCall[], file: string, method = 'GET') =>
  calls.filter((call) => call.url.pathname.endsWith(`/${file}`) && call.method === method);
