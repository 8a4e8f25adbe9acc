/** sessionStorage key holding the time (ms) of the last reload caused by a failed chunk load. */
export const chunkReloadStorageKey = 'dating.chunk-reload-at';

/** A failed chunk load reloads the page once, at most once per 60 seconds. */
export const chunkReloadInterval = 60_000;

const chunkErrorMessages = [
  /Loading (CSS )?chunk [^\s]+ failed/i, // rspack / webpack chunk loader
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
];

/**
 * Whether `error` says a code chunk could not be fetched: typically after a deploy replaced the hashed
 * files the open page still refers to, so a fresh page load fixes it.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && chunkErrorMessages.some((pattern) => pattern.test(message));
}

export interface ChunkReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  reload?: () => void;
}

/**
 * Reloads the page when `error` is a failed chunk load, unless such a reload happened in the last
 * 60 s (the timestamp lives in sessionStorage, so a chunk that stays missing cannot loop the tab).
 * Returns whether it reloaded.
 */
export function reloadOnceForChunkError(error: unknown, deps: ChunkReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = deps.storage ?? safeSessionStorage();
  // Without storage the 60 s guard cannot work, and a reload loop is worse than a broken page.
  if (!storage) return false;
  const now = (deps.now ?? Date.now)();
  const stored = storage.getItem(chunkReloadStorageKey);
  const last = stored === null ? Number.NaN : Number(stored);
  if (Number.isFinite(last) && now >= last && now - last < chunkReloadInterval) return false;
  storage.setItem(chunkReloadStorageKey, String(now));
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

/** Listens for failed chunk loads nobody handled (uncaught errors and rejections) and reloads once. */
export function installChunkLoadRecovery(target: EventTarget = window, deps: ChunkReloadDeps = {}): () => void {
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    reloadOnceForChunkError(error ?? { message }, deps);
  };
  const onRejection = (event: Event) => reloadOnceForChunkError((event as PromiseRejectionEvent).reason, deps);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}
