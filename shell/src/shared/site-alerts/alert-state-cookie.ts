import { dismissibleAlerts, type PushStatus, type SiteAlertId } from './alert-rules';

/**
 * What only the browser knows about the banners, mirrored into a first-party cookie so the gateway can paint
 * the banner the app will show (shell/server/prepaint): the dismissals of this device (localStorage) and the
 * browser's push state. Written by the page (not httpOnly); it only picks among the member's own banners, so a
 * tampered value is harmless, but it is parsed strictly and never copied into HTML.
 */
export const alertStateCookieName = 'site_alert_state';

/** Two years: dismissals never expire, and the push state is rewritten on every check. */
const maxAgeSeconds = 2 * 365 * 24 * 60 * 60;
/** Longer than any value this code writes: anything bigger was not written by it. */
const maxValueLength = 300;

/** The mirrored state; a part is missing when the browser has not reported it yet (unknown). */
export interface AlertStateMirror {
  /** The dismissed banners, when known (an empty list: known, nothing dismissed). */
  dismissed?: readonly SiteAlertId[];
  push?: PushStatus;
}

const permissions: readonly PushStatus['permission'][] = ['default', 'granted', 'denied', 'unsupported'];

const isDismissible = (value: string): value is SiteAlertId => dismissibleAlerts.has(value as SiteAlertId);

/** The cookie's value, e.g. `dismissed=profile-photo.push&push=capable.unsubscribed.default`. */
export function formatAlertState(state: AlertStateMirror): string {
  const params = new URLSearchParams();
  if (state.dismissed) params.set('dismissed', [...new Set(state.dismissed)].filter(isDismissible).sort().join('.'));
  if (state.push) {
    const { capable, subscribed, permission } = state.push;
    params.set('push', [capable ? 'capable' : 'incapable', subscribed ? 'subscribed' : 'unsubscribed', permission].join('.'));
  }
  return params.toString();
}

function parsePush(value: string | null): PushStatus | undefined {
  const [capable, subscribed, permission, ...rest] = value?.split('.') ?? [];
  if (rest.length > 0 || !['capable', 'incapable'].includes(capable ?? '') || !['subscribed', 'unsubscribed'].includes(subscribed ?? ''))
    return undefined;
  const known = permissions.find((item) => item === permission);
  return known === undefined ? undefined : { capable: capable === 'capable', subscribed: subscribed === 'subscribed', permission: known };
}

/** Reads a value written by `formatAlertState`; whatever is malformed counts as unknown, never as an error. */
export function parseAlertState(value: string): AlertStateMirror {
  if (value.length > maxValueLength) return {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(value);
  } catch {
    return {};
  }
  const state: AlertStateMirror = {};
  const dismissed = params.get('dismissed');
  // Only the ids that can be dismissed: an unknown or non-dismissible id is dropped, never passed on.
  if (dismissed !== null) state.dismissed = dismissed.split('.').filter(isDismissible);
  const push = parsePush(params.get('push'));
  if (push) state.push = push;
  return state;
}

/** The mirrored state from a Cookie header (or `document.cookie`); undefined when there is no such cookie. */
export function readAlertStateCookie(cookieHeader: string): AlertStateMirror | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== alertStateCookieName) continue;
    return parseAlertState(pair.slice(separator + 1).trim());
  }
  return undefined;
}

/**
 * Updates one part of the mirror in this browser's cookie, keeping the other part as it was. Written only when
 * it changes. Never throws: a page where cookies are off paints no banner, and the app keeps that still.
 */
export function mirrorAlertState(patch: AlertStateMirror, doc: Document = document): void {
  try {
    const existing = readAlertStateCookie(doc.cookie);
    const after = formatAlertState({ ...existing, ...patch });
    if (existing && after === formatAlertState(existing)) return;
    const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
    doc.cookie = `${alertStateCookieName}=${after}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  } catch {
    // Cookies blocked (a sandboxed frame): the painted page then shows no banner the app could not match.
  }
}
