import { useEffect, type RefObject } from 'react';
import { releasePrepaintWhenLoaded } from './release-prepaint';

/** A page the server painted releases the painted copy once its own hero picture (`ref`) is ready. */
export function usePrepaintRelease(ref: RefObject<HTMLImageElement | null>): void {
  useEffect(() => releasePrepaintWhenLoaded(ref.current), [ref]);
}
