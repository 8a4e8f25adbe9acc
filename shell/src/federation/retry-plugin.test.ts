import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryPlugin, withRetries } from './retry-plugin';

describe('the remotes retry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tries again after a failure and gives up after the last retry with the last error', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error('first')).mockResolvedValueOnce('ok');
    await expect(withRetries(attempt, { retries: 2, delayMs: 0 })).resolves.toBe('ok');
    const failing = vi.fn().mockRejectedValue(new Error('down'));
    const before = vi.fn();
    await expect(withRetries(failing, { retries: 2, delayMs: 0 }, before)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(3);
    expect(before).toHaveBeenCalledTimes(2);
  });

  it('fetches a manifest again when the server answered an error, and returns the good answer', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"id":"x"}'));
    vi.stubGlobal('fetch', fetchMock);
    const plugin = retryPlugin({ retries: 2, delayMs: 0 });
    const response = (await plugin.fetch?.('http://remote/mf-manifest.json', {})) as Response;
    expect(await response.json()).toEqual({ id: 'x' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('loads a failed entry again, forgetting the failed load each time', async () => {
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    const entry = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = vi.fn().mockRejectedValueOnce(new Error('script error')).mockResolvedValueOnce(entry);
    const plugin = retryPlugin({ retries: 2, delayMs: 0 });
    const loaded = await plugin.loadEntryError?.({
      getRemoteEntry,
      origin: {} as never,
      remoteInfo: { name: 'mfe_chat' } as never,
      globalLoading: globalLoading as never,
      uniqueKey: 'key',
    } as never);
    expect(loaded).toBe(entry);
    expect(globalLoading.key).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
