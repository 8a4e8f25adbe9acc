/**
 * The visitor's confirmation of the 18+ entry warning, mirrored into a first-party cookie so the gateway
 * paints a visitor's member pages with the warning or without it (shell/server/prepaint), as the app will
 * show them. Written by the page (not httpOnly): it only decides whether a warning is shown, nothing more.
 */
export const entryWarningCookieName = 'entry_warning';

/** Two years: a confirmation never expires (localStorage keeps it as long). */
const maxAgeSeconds = 2 * 365 * 24 * 60 * 60;

/** Whether a Cookie header (or document.cookie) carries the confirmation. */
export function entryWarningConfirmedIn(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim() === `${entryWarningCookieName}=confirmed`);
}

/** The document.cookie assignment that records the confirmation. */
export function entryWarningCookie(secure: boolean): string {
  return `${entryWarningCookieName}=confirmed; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Records the confirmation in the cookie (never throws: a blocked cookie only means the next page paints it again). */
export function writeEntryWarningCookie(doc: Document = document): void {
  try {
    doc.cookie = entryWarningCookie(doc.location?.protocol === 'https:');
  } catch {
    // Cookies disabled: the app still closes the warning and keeps it closed through localStorage.
  }
}

/** Marks the painted copy's warning: its one button confirms, for the page's script before the app (painted-taps.ts). */
export const paintedEntryWarningAttribute = 'data-painted-entry-warning';

/** The painted copy's warning, while it is on the page. */
export function paintedEntryWarning(doc: Document = document): Element | null {
  return doc.querySelector(`[${paintedEntryWarningAttribute}]`);
}

/** Hides the painted warning but keeps its scroll lock (the app's dialog is taking its place). */
export function hidePaintedEntryWarning(doc: Document = document): void {
  paintedEntryWarning(doc)?.setAttribute('hidden', '');
}

/** Takes the painted warning off the page (the visitor confirmed it, or the app shows its own). */
export function removePaintedEntryWarning(doc: Document = document): void {
  paintedEntryWarning(doc)?.remove();
}
