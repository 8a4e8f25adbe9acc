/**
 * The pages the gateway may paint into the HTML (shell/server/prepaint): the home page and landers for
 * visitors, and for a member the pages whose owning remote has a prepaint renderer for them. The shell
 * keeps a painted copy only on these paths, where the page itself releases it once its own content is
 * on screen; anywhere else it goes at once.
 */
const memberPages: readonly { pattern: RegExp; example: string }[] = [
  { pattern: /^\/members$/, example: '/members' },
  { pattern: /^\/members\/\d{1,12}$/, example: '/members/1' },
  { pattern: /^\/likes(?:\/(?:received|given|matches))?$/, example: '/likes' },
  { pattern: /^\/chats$/, example: '/chats' },
];

/** One path of each painted member page, to find their owning remotes (the gateway loads their renderers early). */
export const paintedMemberExamples: readonly string[] = memberPages.map((page) => page.example);

/** A member's page the gateway paints with the member's own data (their search, a profile, likes, conversations). */
export function isPaintedMemberPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return memberPages.some((page) => page.pattern.test(path));
}

/**
 * A member page a visitor sees too (the search and a profile, where the site lets visitors search): the
 * gateway paints it for every visitor alike, under the 18+ entry warning until they confirmed it.
 */
export function isPaintedVisitorMemberPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return /^\/members(?:\/\d{1,12})?$/.test(path);
}

/** Any page that may arrive painted. */
export function isPaintedPath(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/landers/') || isPaintedMemberPath(pathname);
}
