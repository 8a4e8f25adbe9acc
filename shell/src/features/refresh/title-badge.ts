const countPrefix = /^\(\d+\+?\) /;

/** `(N) ` before the page title when N > 0, replacing an older prefix (page title prefix). */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(countPrefix, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** The installed app's icon badge shows the same sum; browsers without the Badging API are skipped. */
export function applyAppBadge(count: number, nav: BadgeNavigator = navigator as BadgeNavigator): void {
  // A refused badge (no permission, not installed) must never break the page.
  const ignore = () => undefined;
  if (count > 0) nav.setAppBadge?.(count).catch(ignore);
  else nav.clearAppBadge?.().catch(ignore);
}

/**
 * Keeps the prefix on document.title. Pages set their own title (PageFrame) whenever they render, so
 * the prefix is re-applied when the <title> changes, not only when the count does. Returns a cleanup.
 */
export function keepTitleCount(count: number, doc: Document = document): () => void {
  const apply = () => {
    const wanted = titleWithCount(doc.title, count);
    if (doc.title !== wanted) doc.title = wanted;
  };
  apply();
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(apply);
  observer.observe(doc.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
