import { bottomStackVars } from './bottom-stack';

// Page bars shown now and their measured heights. A page has one bar; should two be up for a moment (one
// page leaving while the next arrives), the content keeps room for the taller.
const heights = new Map<object, number>();

function publish(): void {
  const tallest = Math.max(0, ...heights.values());
  const root = document.documentElement.style;
  if (tallest > 0) root.setProperty(bottomStackVars.pageBar, `${tallest}px`);
  else root.removeProperty(bottomStackVars.pageBar);
}

/** Records the height a page bar covers (0 when it is not fixed, as on wide screens). */
export function setPageBarHeight(bar: object, height: number): void {
  heights.set(bar, Math.round(height));
  publish();
}

export function removePageBar(bar: object): void {
  heights.delete(bar);
  publish();
}
