import { PREPAINT_ID } from '@dating/shared-kit';
import { siteAlertIds, type SiteAlertId } from '../../../shared/site-alerts/alert-rules';

/** On the painted page's banner region: the banner the server painted ('' for none) and the path it painted. */
export const paintedAlertAttribute = 'data-prepaint-alert';
export const paintedAlertPathAttribute = 'data-prepaint-alert-path';

export interface PaintedAlert {
  /** The banner the painted page showed, undefined when it showed none. */
  alert: SiteAlertId | undefined;
  /** The page it was painted for. */
  pathname: string;
}

/** The banner decision of the page the server painted (`#prepaint`), or null when no member's page was painted. */
export function readPaintedAlert(doc: Document): PaintedAlert | null {
  const region = doc.querySelector(`#${PREPAINT_ID} [${paintedAlertAttribute}]`);
  if (!region) return null;
  const value = region.getAttribute(paintedAlertAttribute);
  return { alert: siteAlertIds.find((id) => id === value), pathname: region.getAttribute(paintedAlertPathAttribute) ?? '' };
}

// Read once, on the first banner render: that comes before the painted copy goes (the page waits for the
// banner's decision), and the copy is gone afterwards. undefined: not read yet; null: nothing (left) to keep.
let pin: PaintedAlert | null | undefined;

/**
 * The painted banner decision, which the app shows instead of its own while the member stays on the painted
 * page: the server decided from what it knew (painted-alert.ts), and the app's own inputs may still be on their
 * way (the push check) or differ (no cookie yet), so switching at the handover would move the page. Null once
 * the member has gone to another page (for good: coming back shows the app's own decision).
 */
export function pinnedAlert(pathname: string): PaintedAlert | null {
  if (pin === undefined) pin = typeof document === 'undefined' ? null : readPaintedAlert(document);
  if (pin && pin.pathname !== pathname) pin = null;
  return pin;
}

/** Lets the app's own decision through: after a dismissal or a logout. */
export function releasePinnedAlert(): void {
  pin = null;
}

/** For tests: read the painted page again on the next render. */
export function forgetPinnedAlert(): void {
  pin = undefined;
}
