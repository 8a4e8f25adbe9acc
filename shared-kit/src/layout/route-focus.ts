/**
 * Focus after client-side navigation. The shell asks for it when the route changes (not on the first load,
 * where the browser starts at the top); the next page frame to commit takes the request, focuses its
 * heading and announces its title. The page frame and not the shell does it because a remote's page
 * renders later than the navigation, whenever its code has arrived.
 */
type Announce = (title: string) => void;

// Counted rather than flagged: a page that stays mounted across a navigation (/likes to /likes/given)
// must still see the new request, and one request is served once.
let requested = 0;
let served = 0;
const listeners = new Set<Announce>();

/** Called by the shell when the location changes by navigation. */
export function requestRouteFocus(): void {
  requested += 1;
}

/** True once per request: the caller should move focus to its heading. */
export function takeRouteFocus(): boolean {
  if (served === requested) return false;
  served = requested;
  return true;
}

/** Tells the live region (the shell's route announcer) which page arrived. */
export function announcePage(title: string): void {
  for (const listener of listeners) listener(title);
}

/** Subscribes a live region to page announcements; returns the unsubscribe. */
export function onPageAnnounced(listener: Announce): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Headings of the mounted page frames, newest last: the page on screen is the last one that mounted.
const mountedHeadings: HTMLElement[] = [];

/** Called by a page frame while it is mounted; returns the unregister function. */
export function registerPageHeading(heading: HTMLElement): () => void {
  mountedHeadings.push(heading);
  return () => {
    const index = mountedHeadings.lastIndexOf(heading);
    if (index >= 0) mountedHeadings.splice(index, 1);
  };
}

/**
 * Moves focus to the heading of the page on screen, without a navigation: for actions that remove the
 * focused control while the page stays (logging out on the home page). Returns false when no page is shown.
 */
export function focusPageHeading(): boolean {
  const heading = mountedHeadings.at(-1);
  if (!heading) return false;
  heading.focus();
  return true;
}
