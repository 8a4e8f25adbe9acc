import { useSyncExternalStore } from 'react';
import type { RegistrySource } from './registry-fallback';

/** Where this page's registry came from, set once by initFederation and read by the shell's notice. */
let source: RegistrySource = 'live';
const listeners = new Set<() => void>();

export function setRegistrySource(next: RegistrySource): void {
  source = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRegistrySource(): RegistrySource {
  return useSyncExternalStore(subscribe, () => source);
}
