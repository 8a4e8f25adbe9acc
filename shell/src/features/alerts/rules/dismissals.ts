import { useSyncExternalStore } from 'react';
import { dismissalLog } from '@dating/shared-kit';
import type { SiteAlertId } from '../../../shared/site-alerts/alert-rules';
import { mirrorAlertState } from '../../../shared/site-alerts/alert-state-cookie';
import { releasePinnedAlert } from './painted-alert-pin';

/** localStorage key holding `{ [alertId]: ISO timestamp of the dismissal }`. */
export const dismissalsKey = 'shell.alerts.dismissed';

const dismissals = dismissalLog(dismissalsKey);

/** The ids dismissed on this device; dismissals never expire ("not shown again"). */
export function readDismissals(storage: Storage = localStorage): Set<SiteAlertId> {
  return new Set(dismissals.ids(storage) as SiteAlertId[]);
}

/** Stores the dismissal with its timestamp, so support can tell when a member closed a banner. */
export function storeDismissal(id: SiteAlertId, now: Date = new Date(), storage: Storage = localStorage): void {
  dismissals.store(id, now, storage);
}

// One in-page source of the dismissals, so the banner and the layout's "is the banner decided" wait read the
// same set: a dismissal seen by one is seen by the other on the same render. The snapshot follows the stored
// text (re-read on every render, parsed only when it changed), so storage changed elsewhere is never stale.
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; ids: Set<SiteAlertId> } | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentDismissals(): Set<SiteAlertId> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(dismissalsKey);
  } catch {
    // Storage unavailable: nothing was stored.
  }
  if (snapshot === null || snapshot.raw !== raw) snapshot = { raw, ids: readDismissals() };
  return snapshot.ids;
}

/** The dismissed ids, re-rendering every reader when one is dismissed (`dismissAlert`). */
export function useDismissals(): Set<SiteAlertId> {
  return useSyncExternalStore(subscribe, currentDismissals);
}

/**
 * Stores a dismissal and tells every `useDismissals` reader. The cookie the gateway paints banners from is
 * updated at once, so a reload right after the click does not paint the closed banner again; and a banner
 * the painted page put there gives way to the app's own next one.
 */
export function dismissAlert(id: SiteAlertId, now: Date = new Date()): void {
  storeDismissal(id, now);
  mirrorAlertState({ dismissed: [...readDismissals(), id] });
  releasePinnedAlert();
  for (const listener of listeners) listener();
}
