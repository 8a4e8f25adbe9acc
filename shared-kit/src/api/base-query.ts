import { fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { authenticationLost } from '../session/session-slice';
import { apiReachable, apiUnreachable, isApiUnreachableError } from './api-reachability';
import { callKey, takeBootAnswer } from './boot-answers';

/** Extra options an endpoint may pass to the shared base query. */
export interface SiteQueryExtraOptions {
  /** Set on POST endpoints that carry an idempotency key, so a retry can never double-spend. */
  idempotent?: boolean;
  /** Turn retries off for one endpoint (for example a beacon). */
  retry?: false;
  /** Longest wait for one try of this endpoint, instead of its kind's bound (callBoundMs). */
  timeoutMs?: number;
}

/**
 * How long one try may go without an answer before it counts as "the API does not answer" (a hung API
 * accepts connections and never answers; without a bound the page would wait for ever). Per kind of call:
 * the first paint waits for settings.php and user.php, so they get the shortest bound; other calls get a
 * bound just past the gateway's own (10 s), so its 504 normally arrives first; an upload streams the
 * member's photo through a slow uplink, so it gets minutes.
 */
export const CALL_BOUNDS_MS = { firstPaint: 5_000, call: 12_000, upload: 150_000 } as const;

export interface BaseQueryOptions {
  baseUrl?: string;
  /** The request client retries up to 5 times. */
  maxRetries?: number;
  /** Milliseconds to wait before retry number `attempt` (1-based). */
  retryDelay?: (attempt: number) => number;
  fetchFn?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** Exponential delay: 250 ms, 500 ms, 1 s, 2 s, 4 s. */
export const exponentialDelay = (attempt: number): number => Math.min(250 * 2 ** (attempt - 1), 8000);

const idempotentMethods = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

function methodOf(args: string | FetchArgs): string {
  return (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
}

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

/** The boot-answers key of a GET: its path and every parameter, in its URL or in `params`. */
function callKeyOf(args: string | FetchArgs): string {
  const [path = '', query = ''] = urlOf(args).split('?', 2);
  const params = typeof args === 'string' ? undefined : (args.params as Record<string, unknown> | undefined);
  return callKey(path, { ...Object.fromEntries(new URLSearchParams(query)), ...params });
}

const firstPaintCalls = /(^|\/)(settings|user)\.php(\?|$)/;

/** The bound of one try of this call (CALL_BOUNDS_MS), unless the endpoint names its own. */
export function callBoundMs(args: string | FetchArgs, extraOptions: SiteQueryExtraOptions = {}): number {
  if (extraOptions.timeoutMs !== undefined) return extraOptions.timeoutMs;
  const body: unknown = typeof args === 'string' ? undefined : args.body;
  const upload = (typeof FormData !== 'undefined' && body instanceof FormData) || (typeof Blob !== 'undefined' && body instanceof Blob);
  if (upload) return CALL_BOUNDS_MS.upload;
  if (methodOf(args) === 'GET' && firstPaintCalls.test(urlOf(args))) return CALL_BOUNDS_MS.firstPaint;
  return CALL_BOUNDS_MS.call;
}

/**
 * A try that got no answer within its bound (ours, or the gateway's 504) is not tried again: the API is
 * hung, and five more tries would hold the page five bounds long. The shell's recovery asks every failed
 * query again once the API answers (refetchFailedQueries), as after any outage.
 */
function timedOut(error: FetchBaseQueryError): boolean {
  return error.status === 'TIMEOUT_ERROR' || error.status === 504;
}

function isRetryable(error: FetchBaseQueryError): boolean {
  if (timedOut(error)) return false;
  if (error.status === 'FETCH_ERROR') return true;
  return typeof error.status === 'number' && error.status >= 500;
}

/** A 403 with `authentication_required` from any call but user.php ends the session. */
export function isAuthenticationRequired(error: FetchBaseQueryError, url: string): boolean {
  if (error.status !== 403 || /(^|\/)user\.php(\?|$)/.test(url)) return false;
  const data = error.data as { error?: unknown } | string | undefined;
  if (typeof data === 'string') return data.includes('authentication_required');
  return data?.error === 'authentication_required';
}

function wasReachable(state: unknown): boolean {
  return (state as { apiReachability?: { reachable?: boolean } }).apiReachability?.reachable !== false;
}

/**
 * The one base query of the site: sends `X-Request-Type: client`, bounds every try (callBoundMs), retries
 * network and 5xx failures with exponential delay (never a non-idempotent POST, never a timed-out try), and logs the member out on `authentication_required`
 * only: a 5xx or a lost connection never ends the session. A GET the page came with an answer to is
 * answered from it, once. Every try also tells the store whether the
 * API answered at all (api-reachability), which drives the shell's "temporarily unavailable" notice.
 */
export function createBaseQuery(
  options: BaseQueryOptions = {},
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, SiteQueryExtraOptions> {
  const {
    baseUrl = '/api/',
    maxRetries = 5,
    retryDelay = exponentialDelay,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  } = options;
  const rawQuery = fetchBaseQuery({
    // Absolute against the page, so the same slice works in browsers, jsdom and any future server render.
    baseUrl: typeof location === 'undefined' ? baseUrl : new URL(baseUrl, location.href).href,
    credentials: 'same-origin',
    // Resolved lazily so tests can swap global fetch after the module loaded.
    fetchFn: (...args) => (options.fetchFn ?? fetch)(...args),
    prepareHeaders: (headers) => {
      headers.set('X-Request-Type', 'client');
      return headers;
    },
  });

  /** One try: the page's own answer if it came with one, else one bounded request. */
  const oneTry: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, SiteQueryExtraOptions> = async (
    args,
    api,
    extraOptions = {},
  ) => {
    // The gateway may have answered this call into the page (boot-answers.ts): no round trip for it.
    const answered = methodOf(args) === 'GET' ? takeBootAnswer(callKeyOf(args)) : undefined;
    if (answered) return { data: answered.body };
    const tryArgs: FetchArgs = { ...(typeof args === 'string' ? { url: args } : args), timeout: callBoundMs(args, extraOptions) };
    const result = await rawQuery(tryArgs, api, {});
    const error = result.error;
    const reachable = error === undefined || !isApiUnreachableError(error);
    // Only on a change: one action when the API goes away or comes back, not one per call.
    if (reachable !== wasReachable(api.getState())) api.dispatch(reachable ? apiReachable() : apiUnreachable());
    if (error && isAuthenticationRequired(error, urlOf(args))) api.dispatch(authenticationLost());
    return result;
  };

  // RTK Query's retry runs the loop; this says which failures earn another try and how long to wait first.
  return retry(oneTry, {
    retryCondition: (error, args, { attempt, baseQueryApi, extraOptions }) => {
      const site = (extraOptions ?? {}) as SiteQueryExtraOptions;
      const method = methodOf(args as string | FetchArgs);
      const mayRetry = site.retry !== false && (idempotentMethods.has(method) || site.idempotent === true);
      return mayRetry && attempt <= maxRetries && isRetryable(error as FetchBaseQueryError) && !baseQueryApi.signal.aborted;
    },
    backoff: (attempt) => sleep(retryDelay(attempt)),
  }) as BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, SiteQueryExtraOptions>;
}
