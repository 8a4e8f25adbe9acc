/**
 * The page the server painted into the HTML (`#prepaint`, landers and the home page) stays on screen while
 * the app boots; `#root` renders beside it, hidden (index.html's style), so nothing paints twice and no
 * layout shift is counted. The page that matches the painted one releases it once its own picture is
 * ready, so the swap is invisible; the shell releases it on any other outcome (another route, an error).
 */
export const PREPAINT_ID = 'prepaint';
/** The painted page's style tags; renamed from styled-components' own so its client never adopts them. */
export const PREPAINT_STYLE_ATTRIBUTE = 'data-prepaint-styles';

export function hasPrepaint(doc: Document = document): boolean {
  return doc.getElementById(PREPAINT_ID) !== null;
}

/** Removes the painted page and its styles; `#root` becomes visible in its place. Safe to call twice. */
export function releasePrepaint(doc: Document = document): void {
  doc.getElementById(PREPAINT_ID)?.remove();
  for (const style of doc.querySelectorAll(`style[${PREPAINT_STYLE_ATTRIBUTE}]`)) style.remove();
}

/**
 * Releases once `image` (the page's hero) has loaded, so the app's picture is on screen when the painted
 * one goes; the same URL is already in the browser's cache, so this is at most a decode away.
 */
export function releasePrepaintWhenLoaded(image: HTMLImageElement | null, doc: Document = document): () => void {
  if (!hasPrepaint(doc)) return () => undefined;
  if (!image || (image.complete && image.naturalWidth > 0)) {
    releasePrepaint(doc);
    return () => undefined;
  }
  const release = () => releasePrepaint(doc);
  image.addEventListener('load', release, { once: true });
  image.addEventListener('error', release, { once: true });
  return () => {
    image.removeEventListener('load', release);
    image.removeEventListener('error', release);
  };
}

/**
 * The app's picture worth waiting for before the swap: `image` when it loads eagerly and the painted copy
 * shows the same picture already loaded (so it is in the browser's cache); else null, to swap at once. A
 * lazy picture in the hidden app may never load, and one the painted copy is still waiting for gains
 * nothing by the wait, so neither holds up the handover.
 */
export function handoverPicture(image: HTMLImageElement | null, doc: Document = document): HTMLImageElement | null {
  const src = image?.getAttribute('src');
  if (!image || !src || image.getAttribute('loading') === 'lazy') return null;
  const painted = doc.getElementById(PREPAINT_ID)?.querySelectorAll('img') ?? [];
  const shown = [...painted].some((copy) => copy.getAttribute('src') === src && copy.complete && copy.naturalWidth > 0);
  return shown ? image : null;
}
