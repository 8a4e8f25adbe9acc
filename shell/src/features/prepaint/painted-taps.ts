import { paintedEntryWarningAttribute } from '../../shared/entry-warning/entry-warning-cookie';
import { storeEntryWarningDismissal } from '../../shared/entry-warning/entry-warning-storage';

/**
 * The painted copy is the page a person sees and taps until the app takes over. Its links are real links
 * (the browser follows them); a tap on one of its other controls (a heart, a filter, a tab) is held back
 * and replayed on the app's same control once the copy is gone, so no tap before the handover is lost.
 * The painted 18+ entry warning's confirm button is not held back but answered at once: the confirmation is
 * stored as the app stores it and the painted warning goes, so the visitor sees the page without waiting.
 * This runs from the shell's entry, before the shared kit is negotiated, so it imports nothing of the kit:
 * the id is the kit's PREPAINT_ID (its test checks they agree).
 */

export const PAINTED_ID = 'prepaint';
const CONTROLS = 'button,input,select,textarea,summary,label,[role=button]';

/** A control as both copies render it: tag and accessible wording (ids differ between them). */
const labelOf = (control: Element) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();

function alike(scope: ParentNode, tag: string, label: string): Element[] {
  return [...scope.querySelectorAll(tag)].filter((control) => labelOf(control) === label);
}

/** Starts catching taps on the painted copy, if the page has one; the last one is replayed on the app. */
export function catchPaintedTaps(doc: Document = document): void {
  const painted = doc.getElementById(PAINTED_ID);
  const parent = painted?.parentNode;
  if (!painted || !parent) return;
  let tap: { tag: string; label: string; index: number } | null = null;
  painted.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element).closest(`a[href],${CONTROLS}`);
      if (!control || control.closest('a[href]')) return;
      event.preventDefault();
      const warning = control.closest(`[${paintedEntryWarningAttribute}]`);
      if (warning) {
        if (control.localName !== 'button') return;
        storeEntryWarningDismissal(undefined, undefined, doc);
        warning.remove();
        return;
      }
      const tag = control.localName;
      const label = labelOf(control);
      tap = { tag, label, index: alike(painted, tag, label).indexOf(control) };
    },
    true,
  );
  new MutationObserver((_records, observer) => {
    if (painted.isConnected) return;
    observer.disconnect();
    const root = doc.getElementById('root');
    if (!tap || !root) return;
    const twin = alike(root, tap.tag, tap.label)[tap.index];
    if (twin instanceof HTMLElement) twin.click();
  }).observe(parent, { childList: true });
}
