import { probeApi } from './use-api-recovery';

/** A hung API: the request is accepted and never answered, until the caller gives up. */
const hangingFetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
  })) as typeof fetch;

describe('probeApi', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers false once its bound passes without an answer, so the backoff goes on', async () => {
    vi.useFakeTimers();
    let answer: boolean | undefined;
    void probeApi(hangingFetch, 5_000).then((value) => {
      answer = value;
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);
  });

  it('answers true when the API answers', async () => {
    const fetchFn = vi.fn(async () => new Response('{}', { status: 200 })) as unknown as typeof fetch;
    expect(await probeApi(fetchFn)).toBe(true);
  });
});
