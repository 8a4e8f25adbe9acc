import type { SiteAlertId } from './alert-rules';

/** localStorage key holding `{ [alertId]: ISO timestamp of the dismissal }`. */
export const dismissalsKey = 'shell.alerts.dismissed';

type Stored = Partial<Record<string, string>>;

function readStored(storage: Storage): Stored {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(dismissalsKey) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Stored) : {};
  } catch {
    // A corrupt value must not take the banners down with it: start over.
    return {};
  }
}

/** The ids dismissed on this device; dismissals never expire (spec 4: "not shown again"). */
export function readDismissals(storage: Storage = localStorage): Set<SiteAlertId> {
  return new Set(Object.keys(readStored(storage)) as SiteAlertId[]);
}

/** Stores the dismissal with its timestamp, so support can tell when a member closed a banner. */
export function storeDismissal(id: SiteAlertId, now: Date = new Date(), storage: Storage = localStorage): void {
  const stored = readStored(storage);
  stored[id] = now.toISOString();
  try {
    storage.setItem(dismissalsKey, JSON.stringify(stored));
  } catch {
    // Private mode or a full quota: the banner closes for this visit only.
  }
}
