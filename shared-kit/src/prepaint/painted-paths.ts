/**
 * The pages the gateway may paint into the HTML (shell/server/prepaint): the home page and landers for
 * visitors, and for a member the pages whose owning remote has a prepaint renderer for them. The shell
 * keeps a painted copy only on these paths, where the page itself releases it once its own content is
 * on screen; anywhere else it goes at once.
 */
const memberPages: readonly RegExp[] = [/^\/members$/, /^\/members\/\d{1,12}$/];

/** A member's page the gateway paints with the member's own data (their search, a profile). */
export function isPaintedMemberPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return memberPages.some((page) => page.test(path));
}

/** Any page that may arrive painted. */
export function isPaintedPath(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/landers/') || isPaintedMemberPath(pathname);
}
