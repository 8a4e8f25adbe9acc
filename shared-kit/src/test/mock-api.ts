import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiBody, ApiRoutes } from './api-routes';

/** One canned answer: HTTP status (200 unless given) and JSON body. */
export interface ApiReply<T = unknown> {
  status?: number;
  body: T;
}

/** A call the app made, with its parsed JSON body (text for multipart and other non-JSON bodies). */
export interface ApiCall {
  method: string;
  /** The file under /api/, e.g. `user.php`. */
  path: string;
  url: URL;
  body: unknown;
  /** Date.now() when the call arrived (follows fake timers). */
  at: number;
}

/** An answer, or a function of the call (it may answer later, to hold one call back while others finish). */
export type ApiHandler<T = unknown> = ApiReply<T> | ((call: ApiCall, request: Request) => ApiReply<T> | Promise<ApiReply<T>>);

/** Handlers by `METHOD file.php`; known calls are typed by the API contracts (api-routes.ts). */
export type ApiHandlers = { [K in keyof ApiRoutes]?: ApiHandler<ApiBody<K>> } & { [key: string]: ApiHandler<unknown> | undefined };

export interface MockApiOptions {
  /** Asked before the keyed handlers; answer undefined to fall through (e.g. a search stub by query). */
  answer?: (call: ApiCall) => ApiReply | undefined;
}

export interface MockedApi {
  calls: ApiCall[];
  callsTo: (method: string, path: string) => ApiCall[];
}

/** The one MSW server of a test run; started by `@dating/shared-kit/test/setup`. */
export const apiServer = setupServer();

const notFound: ApiReply = { status: 404, body: { error: 'not_found', message: 'Niet gevonden' } };

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Typed helper for one handler, so a shared fixture gets the contract's type check too. */
export function reply<K extends keyof ApiRoutes>(_route: K, body: ApiBody<K>, status = 200): ApiReply<ApiBody<K>> {
  return { status, body };
}

/**
 * Answers the app's calls under /api/ from `handlers` (keys `METHOD file.php`, or `file.php` for every
 * method) through MSW, and records every call. Unknown calls answer 404 not_found like the real API.
 * Each call replaces the previous test's handlers.
 */
export function mockApi(handlers: ApiHandlers = {}, options: MockApiOptions = {}): MockedApi {
  const calls: ApiCall[] = [];
  const table = handlers as Record<string, ApiHandler | undefined>;
  apiServer.resetHandlers(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^.*\/api\//, '');
      const call: ApiCall = { method: request.method, path, url, body: await readBody(request), at: Date.now() };
      calls.push(call);
      const handler = options.answer?.(call) ?? table[`${call.method} ${path}`] ?? table[path] ?? notFound;
      const answer = typeof handler === 'function' ? await handler(call, request) : handler;
      return HttpResponse.json(answer.body as never, { status: answer.status ?? 200 });
    }),
  );
  return {
    calls,
    callsTo: (method, path) =>
      calls.filter((call) => call.method === method && call.path === path.replace(/^\/?api\//, '').replace(/^\//, '')),
  };
}
