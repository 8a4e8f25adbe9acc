import { useCallback, useEffect, useRef, useState } from 'react';
import {
  apiReachable,
  CALL_BOUNDS_MS,
  refetchFailedQueries,
  selectApiReachable,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@dating/shared-kit';
import { recoveryDelayMs } from './recovery-delay';

/**
 * Answers once the API itself answers again (through the gateway, like every call of the page). Bounded
 * like a first-paint call: a hung API must not hold the probe, or the backoff would stop with it.
 */
export async function probeApi(fetchFn: typeof fetch = fetch, timeoutMs: number = CALL_BOUNDS_MS.firstPaint): Promise<boolean> {
  const giveUp = new AbortController();
  const timer = setTimeout(() => giveUp.abort(), timeoutMs);
  try {
    const response = await fetchFn('/api/health', { cache: 'no-store', headers: { 'X-Request-Type': 'client' }, signal: giveUp.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface ApiRecovery {
  reachable: boolean;
  /** True while a try is under way (the retry button waits for it). */
  checking: boolean;
  /** Tries at once, as the member's retry button does; the backoff goes on if it fails. */
  retryNow: () => void;
}

/**
 * While the API is unreachable, tries again after 1 s, doubling to 30 s between tries. When it answers, the
 * store hears it is reachable and every query that failed meanwhile is asked again, so the page fills in
 * by itself, without a reload.
 */
export function useApiRecovery(probe: () => Promise<boolean> = probeApi): ApiRecovery {
  const reachable = useAppSelector(selectApiReachable);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [checking, setChecking] = useState(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The first probe given stays: tests pass a fake, the page the real one.
  const [probeFn] = useState(() => probe);

  const tryOnce = useCallback(async () => {
    clearTimeout(timer.current);
    setChecking(true);
    const answered = await probeFn();
    setChecking(false);
    if (answered) {
      attempt.current = 0;
      dispatch(apiReachable());
      refetchFailedQueries(store.dispatch, store.getState);
      return;
    }
    // Another call may have found the API meanwhile; then the effect below has stopped the tries.
    if (selectApiReachable(store.getState())) return;
    attempt.current += 1;
    timer.current = setTimeout(() => void tryOnce(), recoveryDelayMs(attempt.current));
  }, [dispatch, store, probeFn]);

  useEffect(() => {
    if (reachable) return undefined;
    attempt.current = 0;
    timer.current = setTimeout(() => void tryOnce(), recoveryDelayMs(0));
    return () => clearTimeout(timer.current);
  }, [reachable, tryOnce]);

  const retryNow = useCallback(() => void tryOnce(), [tryOnce]);
  return { reachable, checking, retryNow };
}
