import { useEffect, type RefObject } from 'react';
import { releasePrepaintWhenLoaded } from './release-prepaint';

/** A page the server painted releases the painted copy once its own hero picture (`ref`) is ready. */
export function usePrepaintRelease(ref: RefObject<HTMLImageElement | null>): void {
  useEffect(() => releasePrepaintWhenLoaded(ref.current), [ref]);
}

/**
 * For a page whose content comes from an API answer (a member's page): releases the painted copy once
 * `ready` (its content is rendered) and the first picture of the page frame `routeId` (PageFrame's
 * data-route-id) has loaded: the one the painted copy showed first, so the swap shows the same picture
 * in the same place. Without a picture, at once.
 */
export function usePrepaintReleaseWhen(ready: boolean, routeId: string): void {
  useEffect(() => {
    if (!ready) return undefined;
    const frame = [...document.querySelectorAll<HTMLElement>('[data-route-id]')].find((element) => element.dataset.routeId === routeId);
    return releasePrepaintWhenLoaded(frame?.querySelector('img') ?? null);
  }, [ready, routeId]);
}
