/** The beacon endpoint: POST, empty JSON body, sent when the page becomes hidden. */
export const pageHiddenUrl = '/api/page-hidden.php';

/** sessionStorage flag: this tab arrived with `?lb`, so it keeps logging after in-app navigation and reloads. */
export const pageBounceStorageKey = 'dating.lb';

export interface PageBounceDeps {
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  sendBeacon?: (url: string, body: BodyInit) => boolean;
}

/** Whether page-bounce logging is on: `lb` in the query now, or earlier in this tab. */
export function pageBounceEnabled(search: string, storage?: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const requested = new URLSearchParams(search).has('lb');
  if (requested) storage?.setItem(pageBounceStorageKey, '1');
  return requested || storage?.getItem(pageBounceStorageKey) === '1';
}

/**
 * Query `lb`: page-bounce logging. While on, each time the page is hidden (tab switched,
 * closed or navigated away: `visibilitychange` to hidden, or `pagehide` when that did not fire) the
 * browser sends one beacon to /api/page-hidden.php with the body `{}`. The API logs the member or
 * visitor's session with the time, so campaigns can see how soon visitors leave. Nothing else is sent.
 * Returns a function that stops logging.
 */
export function startPageBounceLogging(search: string, deps: PageBounceDeps = {}): () => void {
  const win = deps.win ?? window;
  const doc = deps.doc ?? document;
  const storage = deps.storage ?? safeSessionStorage();
  if (!pageBounceEnabled(search, storage)) return () => undefined;
  const sendBeacon = deps.sendBeacon ?? ((url: string, body: BodyInit) => navigator.sendBeacon(url, body));
  let sentWhileHidden = false;
  const send = () => {
    if (sentWhileHidden) return;
    sentWhileHidden = true;
    sendBeacon(pageHiddenUrl, new Blob(['{}'], { type: 'application/json' }));
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') send();
    else sentWhileHidden = false;
  };
  const onPageShow = () => {
    sentWhileHidden = false;
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', send);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', send);
    win.removeEventListener('pageshow', onPageShow);
  };
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
