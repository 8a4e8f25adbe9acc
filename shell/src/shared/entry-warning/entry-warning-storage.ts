import { entryWarningConfirmedIn, writeEntryWarningCookie } from './entry-warning-cookie';

/** localStorage key holding the ISO timestamp at which the visitor confirmed the entry warning. */
export const entryWarningKey = 'shell.entryWarning.dismissed';

const cookieOf = (doc: Document | undefined) => {
  try {
    return doc?.cookie ?? '';
  } catch {
    return '';
  }
};

/**
 * Whether this browser confirmed the warning: in localStorage or in the cookie the gateway reads. Each
 * copies the other when it alone has it (a confirmation from before the cookie existed, or storage
 * cleared), so the painted page and the app agree on the next visit.
 */
export function entryWarningDismissed(storage: Storage = localStorage, doc: Document | undefined = globalThis.document): boolean {
  const inCookie = entryWarningConfirmedIn(cookieOf(doc));
  let inStorage = false;
  try {
    inStorage = storage.getItem(entryWarningKey) !== null;
    if (inCookie && !inStorage) storage.setItem(entryWarningKey, new Date().toISOString());
  } catch {
    // Private mode or a full quota: the cookie alone tells.
  }
  if (inStorage && !inCookie && doc) writeEntryWarningCookie(doc);
  return inCookie || inStorage;
}

export function storeEntryWarningDismissal(
  now: Date = new Date(),
  storage: Storage = localStorage,
  doc: Document | undefined = globalThis.document,
): void {
  if (doc) writeEntryWarningCookie(doc);
  try {
    storage.setItem(entryWarningKey, now.toISOString());
  } catch {
    // Private mode or a full quota: the cookie keeps it, or the warning closes for this visit only.
  }
}
