/** Where a login goes without a (usable) `redirect` query. */
export const afterLoginPath = '/members';

/**
 * The `redirect` query after login, only when it is a path on this site: `//evil.example`,
 * `/\evil.example`, `https://...` and `javascript:` would send a fresh session somewhere else.
 */
export function safeRedirect(redirect: string | null, fallback = afterLoginPath): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  try {
    const base = 'https://site.invalid';
    const url = new URL(redirect, base);
    if (url.origin !== base) return fallback;
    // Never bounce back into the login screen itself.
    if (url.pathname === '/login') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
