import type { ProfileSummary } from '@dating/shared-kit';

export interface StubReply {
  status?: number;
  body: unknown;
}

export interface StubCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  /** Date.now() when the call was made. */
  at: number;
}

type Handler = StubReply | ((call: StubCall) => StubReply | Promise<StubReply>);

/** A logged-in member as user.php answers it (only what the likes remote reads). */
export const member = { user: { id: 1, status: 'active', profile: { id: 1, name: 'Me' } } };
export const visitor = { user: null };

export function profile(id: number, name: string, extra: Partial<ProfileSummary> = {}): ProfileSummary {
  return {
    id,
    name,
    age: 30 + id,
    country: 'NL',
    region: 'Utrecht',
    fictional: false,
    main_image: { match: `/media/members/${id}.jpg`, thumb: `/media/members/${id}-t.jpg` },
    ...extra,
  };
}

/**
 * Replaces fetch with answers per "METHOD /api/file.php" (or "/api/file.php" for any method) and records every
 * call, so a test asserts what the remote asked the API.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const text = await input.text();
      const call: StubCall = { method: input.method, path: url.pathname, url, body: text ? JSON.parse(text) : undefined, at: Date.now() };
      calls.push(call);
      const handler = handlers[`${input.method} ${url.pathname}`] ?? handlers[url.pathname];
      const reply = await (typeof handler === 'function' ? handler(call) : (handler ?? { status: 404, body: { error: 'not_found', message: 'not stubbed' } }));
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
