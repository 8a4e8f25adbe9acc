import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { CALL_BOUNDS_MS, callBoundMs, createBaseQuery, exponentialDelay, isAuthenticationRequired } from './base-query';
import { sessionSlice } from '../session/session-slice';
import { apiReachabilitySlice } from './api-reachability';
import { provideBootAnswers } from './boot-answers';

type Reply = { status: number; body?: unknown } | 'network-error' | 'hang';

function harness(replies: Reply[]) {
  const requests: Request[] = [];
  const delays: number[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    // A hung API: the connection is open and no answer comes, until the caller gives up (aborts).
    if (reply === 'hang') {
      const signal = init?.signal ?? (input as Request).signal;
      return new Promise<Response>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      });
    }
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const api = createApi({
    reducerPath: 'api',
    baseQuery: createBaseQuery({
      baseUrl: 'http://site.test/api/',
      fetchFn: fetchFn as unknown as typeof fetch,
      sleep: async (ms) => {
        delays.push(ms);
      },
    }),
    endpoints: (build) => ({
      read: build.query<unknown, string>({ query: (url) => url }),
      search: build.query<unknown, Record<string, string | number>>({ query: (params) => ({ url: 'members.php', params }) }),
      post: build.mutation<unknown, { url: string; idempotent?: boolean }>({
        query: ({ url }) => ({ url, method: 'POST', body: {} }),
        extraOptions: { idempotent: false },
      }),
      upload: build.mutation<unknown, string>({
        query: (url) => ({ url, method: 'POST', body: new FormData() }),
      }),
      pay: build.mutation<unknown, string>({
        query: (url) => ({ url, method: 'POST', body: {} }),
        extraOptions: { idempotent: true },
      }),
    }),
  });
  const store = configureStore({
    reducer: { api: api.reducer, session: sessionSlice.reducer, apiReachability: apiReachabilitySlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return { api, store, requests, delays, fetchFn };
}

describe('createBaseQuery', () => {
  it('sends X-Request-Type: client on every call', async () => {
    const { api, store, requests } = harness([{ status: 200, body: { ok: 1 } }]);
    const result = await store.dispatch(api.endpoints.read.initiate('settings.php'));
    expect(result.data).toEqual({ ok: 1 });
    expect(requests[0]?.headers.get('X-Request-Type')).toBe('client');
    expect(requests[0]?.url).toBe('http://site.test/api/settings.php');
  });

  it('retries network and 5xx failures up to 5 times with exponential delay', async () => {
    const { api, store, requests, delays } = harness([
      'network-error',
      { status: 502 },
      { status: 503 },
      { status: 500 },
      'network-error',
      { status: 200, body: { ok: 2 } },
    ]);
    const result = await store.dispatch(api.endpoints.read.initiate('chats.php'));
    expect(result.data).toEqual({ ok: 2 });
    expect(requests).toHaveLength(6);
    expect(delays).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('gives up after the fifth retry and returns the last error', async () => {
    const { api, store, requests } = harness(Array.from({ length: 10 }, () => ({ status: 500 })));
    const result = await store.dispatch(api.endpoints.read.initiate('chats.php'));
    expect(result.error).toMatchObject({ status: 500 });
    expect(requests).toHaveLength(6);
  });

  it('does not retry client errors', async () => {
    const { api, store, requests } = harness([{ status: 400, body: { error: 'validation_failed' } }]);
    const result = await store.dispatch(api.endpoints.read.initiate('regions.php?country=x'));
    expect(result.error).toMatchObject({ status: 400 });
    expect(requests).toHaveLength(1);
  });

  it('never retries a non-idempotent POST, so nothing is paid or sent twice', async () => {
    const { api, store, requests } = harness([{ status: 502 }, { status: 200 }]);
    const result = await store.dispatch(api.endpoints.post.initiate({ url: 'message.php' }));
    expect(result.error).toMatchObject({ status: 502 });
    expect(requests).toHaveLength(1);
  });

  it('retries a POST that declares itself idempotent', async () => {
    const { api, store, requests } = harness(['network-error', { status: 200, body: { paid: true } }]);
    const result = await store.dispatch(api.endpoints.pay.initiate('order.php'));
    expect(result.data).toEqual({ paid: true });
    expect(requests).toHaveLength(2);
  });

  it('logs the member out on 403 authentication_required from any call but user.php', async () => {
    const { api, store } = harness([{ status: 403, body: { error: 'authentication_required' } }]);
    await store.dispatch(api.endpoints.read.initiate('chats.php'));
    expect(store.getState().session.loggedOutByServer).toBe(true);
  });

  it('keeps the session on the same answer from user.php', async () => {
    const { api, store } = harness([{ status: 403, body: { error: 'authentication_required' } }]);
    await store.dispatch(api.endpoints.read.initiate('user.php'));
    expect(store.getState().session.loggedOutByServer).toBe(false);
  });

  it.each([
    ['a lost connection', 'network-error' as const],
    ['the gateway saying the API is down', { status: 502, body: { error: 'upstream_unavailable' } }],
    ['the API failing itself', { status: 500, body: { error: 'internal_error' } }],
    ['the gateway timing out', { status: 504, body: { error: 'upstream_timeout' } }],
  ])('keeps the session on %s, on reads and on sends', async (_name, reply) => {
    const { api, store } = harness(Array.from({ length: 8 }, () => reply));
    await store.dispatch(api.endpoints.read.initiate('user.php'));
    await store.dispatch(api.endpoints.post.initiate({ url: 'message.php' }));
    expect(store.getState().session.loggedOutByServer).toBe(false);
  });

  it('marks the API unreachable when it does not answer, and reachable again on its first answer', async () => {
    const { api, store } = harness(Array.from({ length: 6 }, () => ({ status: 502, body: { error: 'upstream_unavailable' } })));
    await store.dispatch(api.endpoints.read.initiate('settings.php'));
    expect(store.getState().apiReachability.reachable).toBe(false);
    await store.dispatch(api.endpoints.read.initiate('user.php'));
    expect(store.getState().apiReachability.reachable).toBe(true);
  });

  it('counts an error the API answered itself (4xx, 500) as reachable', async () => {
    const { api, store } = harness(['network-error', { status: 400, body: { error: 'validation_failed' } }]);
    await store.dispatch(api.endpoints.post.initiate({ url: 'message.php' }));
    expect(store.getState().apiReachability.reachable).toBe(false);
    await store.dispatch(api.endpoints.post.initiate({ url: 'message.php' }));
    expect(store.getState().apiReachability.reachable).toBe(true);
  });

  it('keeps the session on a 403 for another reason', async () => {
    const { api, store } = harness([{ status: 403, body: { error: 'premium_required' } }]);
    await store.dispatch(api.endpoints.read.initiate('members.php'));
    expect(store.getState().session.loggedOutByServer).toBe(false);
  });
});

describe('bounded tries (a hung API)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function settleAfter<T>(pending: Promise<T>, ms: number): Promise<{ settled: boolean; value?: T }> {
    let value: T | undefined;
    let settled = false;
    void pending.then((result) => {
      value = result;
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(ms);
    return { settled, value };
  }

  it('gives up on a first-paint call after its bound, marks the API unreachable and does not try again', async () => {
    vi.useFakeTimers();
    const { api, store, requests } = harness(['hang', 'hang']);
    const pending = store.dispatch(api.endpoints.read.initiate('user.php'));
    expect((await settleAfter(pending, CALL_BOUNDS_MS.firstPaint - 1)).settled).toBe(false);
    const done = await settleAfter(pending, 1);
    expect(done.settled).toBe(true);
    expect(done.value?.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(requests).toHaveLength(1);
    expect(store.getState().apiReachability.reachable).toBe(false);
  });

  it("bounds other calls just past the gateway's own bound", async () => {
    vi.useFakeTimers();
    const { api, store, requests } = harness(['hang']);
    const read = store.dispatch(api.endpoints.read.initiate('chats.php'));
    expect((await settleAfter(read, CALL_BOUNDS_MS.call - 1)).settled).toBe(false);
    expect((await settleAfter(read, 1)).value?.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(requests).toHaveLength(1);
  });

  it('bounds a send the same way, and never sends it twice', async () => {
    vi.useFakeTimers();
    const { api, store, requests } = harness(['hang']);
    const send = store.dispatch(api.endpoints.pay.initiate('order.php'));
    await vi.advanceTimersByTimeAsync(CALL_BOUNDS_MS.call);
    expect((await send).error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(requests).toHaveLength(1);
  });

  it("does not retry the gateway's 504 either, but recovers on the next call", async () => {
    const { api, store, requests } = harness([
      { status: 504, body: { error: 'upstream_timeout' } },
      { status: 200, body: { ok: 1 } },
    ]);
    const result = await store.dispatch(api.endpoints.read.initiate('chats.php'));
    expect(result.error).toMatchObject({ status: 504 });
    expect(requests).toHaveLength(1);
    expect(store.getState().apiReachability.reachable).toBe(false);
    await store.dispatch(api.endpoints.read.initiate('members.php'));
    expect(store.getState().apiReachability.reachable).toBe(true);
  });

  it('gives an upload minutes, a first paint call seconds', () => {
    expect(callBoundMs({ url: 'photos.php', method: 'POST', body: new FormData() })).toBe(CALL_BOUNDS_MS.upload);
    expect(callBoundMs('settings.php')).toBe(CALL_BOUNDS_MS.firstPaint);
    expect(callBoundMs({ url: 'user.php?x=1' })).toBe(CALL_BOUNDS_MS.firstPaint);
    // Logging in is a call like any other: the page is not waiting for it to paint.
    expect(callBoundMs({ url: 'user.php', method: 'POST', body: {} })).toBe(CALL_BOUNDS_MS.call);
    expect(callBoundMs('members.php')).toBe(CALL_BOUNDS_MS.call);
    expect(callBoundMs('members.php', { timeoutMs: 1234 })).toBe(1234);
  });
});

describe('answers written into the page', () => {
  it('answer the first identical GET without a request, then the API answers again', async () => {
    const { api, store, requests } = harness([{ status: 200, body: { from: 'api' } }]);
    provideBootAnswers({ 'members.php?min_age=18&page=1&per_page=24': { from: 'page' } });
    const first = await store.dispatch(api.endpoints.search.initiate({ per_page: 24, page: 1, min_age: 18 }));
    expect(first.data).toEqual({ from: 'page' });
    expect(requests).toHaveLength(0);
    const again = await store.dispatch(api.endpoints.search.initiate({ per_page: 24, page: 1, min_age: 18 }, { forceRefetch: true }));
    expect(again.data).toEqual({ from: 'api' });
    expect(requests).toHaveLength(1);
  });

  it('do not answer another call, nor a POST to the same path', async () => {
    const { api, store, requests } = harness([
      { status: 200, body: { from: 'api' } },
      { status: 200, body: { posted: true } },
    ]);
    provideBootAnswers({ 'members.php?page=1': { from: 'page' }, 'like.php': { from: 'page' } });
    expect((await store.dispatch(api.endpoints.search.initiate({ page: 2 }))).data).toEqual({ from: 'api' });
    expect((await store.dispatch(api.endpoints.post.initiate({ url: 'like.php' }))).data).toEqual({ posted: true });
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST']);
  });

  it('answer a GET whose parameters are in its URL', async () => {
    const { api, store, requests } = harness([]);
    provideBootAnswers({ 'member.php?id=7': { profile: { id: 7 } } });
    expect((await store.dispatch(api.endpoints.read.initiate('member.php?id=7'))).data).toEqual({ profile: { id: 7 } });
    expect(requests).toHaveLength(0);
  });
});

describe('exponentialDelay', () => {
  it('doubles from 250 ms and caps at 8 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(exponentialDelay)).toEqual([250, 500, 1000, 2000, 4000, 8000, 8000]);
  });
});

describe('isAuthenticationRequired', () => {
  it('matches user.php with a query string too', () => {
    expect(isAuthenticationRequired({ status: 403, data: { error: 'authentication_required' } }, 'user.php?push=1')).toBe(false);
    expect(isAuthenticationRequired({ status: 403, data: 'authentication_required' }, 'likes.php')).toBe(true);
  });
});
