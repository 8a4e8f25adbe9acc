/**
 * Where the member came from when the shop was opened with ?return=/chats/..: kept for the tab's session so
 * the paid page can offer "Back to chat" after the round trip through the hosted checkout.
 */
const key = 'payments.returnPath';

/** Only paths inside the chats are kept: never an outside address (no open redirect). */
function isChatPath(path: string): boolean {
  return /^\/chats(\/[\w-]+)*\/?$/.test(path);
}

export function rememberReturnPath(path: string | null): void {
  if (path === null || !isChatPath(path)) return;
  try {
    sessionStorage.setItem(key, path);
  } catch {
    // Storage may be off (private mode); the paid page then offers the search instead.
  }
}

export function readReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(key);
    return path !== null && isChatPath(path) ? path : null;
  } catch {
    return null;
  }
}
