/** localStorage key holding the ISO timestamp at which the visitor confirmed the entry warning. */
export const entryWarningKey = 'shell.entryWarning.dismissed';

export function entryWarningDismissed(storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(entryWarningKey) !== null;
  } catch {
    return false;
  }
}

export function storeEntryWarningDismissal(now: Date = new Date(), storage: Storage = localStorage): void {
  try {
    storage.setItem(entryWarningKey, now.toISOString());
  } catch {
    // Private mode or a full quota: the warning closes for this visit only.
  }
}
