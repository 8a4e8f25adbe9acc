import { chunkReloadStorageKey, installChunkLoadRecovery, isChunkLoadError, reloadOnceForChunkError } from './chunk-load-recovery';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

function chunkError() {
  const error = new Error('Loading chunk 123 failed.\n(error: http://localhost/123.abcdef12.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('isChunkLoadError', () => {
  it('recognises the chunk loader error and the browsers’ failed dynamic imports', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError({ message: 'Loading CSS chunk 7 failed.' })).toBe(true);
  });

  it('ignores every other error', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads on a failed chunk load and stores the time in the session', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chunkError(), { storage, reload, now: () => 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(chunkReloadStorageKey)).toBe('1000000');
  });

  it('does not reload again within 60 seconds, and does again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunkError(chunkError(), { storage, reload, now: () => 1_000_000 });
    expect(reloadOnceForChunkError(chunkError(), { storage, reload, now: () => 1_059_999 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(chunkError(), { storage, reload, now: () => 1_060_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(new Error('boom'), { storage: memoryStorage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a stored time in the future (clock changed) as stale', () => {
    const storage = memoryStorage();
    storage.setItem(chunkReloadStorageKey, '5000000');
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chunkError(), { storage, reload, now: () => 1_000_000 })).toBe(true);
  });
});

describe('installChunkLoadRecovery', () => {
  it('reloads on an unhandled failed import and stops listening when uninstalled', () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    let now = 0;
    // A stand-in for window: errors dispatched on the real window would also reach the test runner.
    const target = new EventTarget();
    const uninstall = installChunkLoadRecovery(target, { storage, reload, now: () => now });
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new TypeError('Failed to fetch dynamically imported module') });
    target.dispatchEvent(rejection);
    expect(reload).toHaveBeenCalledTimes(1);

    now = 120_000;
    target.dispatchEvent(new ErrorEvent('error', { error: chunkError(), message: 'Loading chunk 1 failed.' }));
    expect(reload).toHaveBeenCalledTimes(2);

    uninstall();
    now = 240_000;
    target.dispatchEvent(new ErrorEvent('error', { error: chunkError() }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
