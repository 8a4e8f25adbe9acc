import { useEffect, type RefObject } from 'react';
import { handoverPicture, releasePrepaintWhenLoaded } from './release-prepaint';

/** A page the server painted releases the painted copy once its own hero picture (`ref`) is ready. */
export function usePrepaintRelease(ref: RefObject<HTMLImageElement | null>): void {
  useEffect(() => releasePrepaintWhenLoaded(ref.current), [ref]);
}

/**
 * For a page whose content comes from an API answer (a member's page): releases the painted copy as soon
 * as `ready` (its content is rendered). It waits only for the first picture of the page frame `routeId`
 * (PageFrame's data-route-id) when the painted copy already shows that picture loaded (handoverPicture):
 * then the app's copy is a cache hit and a decode away. A page whose first results have no photo, or whose
 * picture has not arrived yet, is handed over at once: nothing would be gained by keeping an inert copy.
 */
export function usePrepaintReleaseWhen(ready: boolean, routeId: string): void {
  useEffect(() => {
    if (!ready) return undefined;
    const frame = [...document.querySelectorAll<HTMLElement>('[data-route-id]')].find((element) => element.dataset.routeId === routeId);
    return releasePrepaintWhenLoaded(handoverPicture(frame?.querySelector('img') ?? null));
  }, [ready, routeId]);
}
