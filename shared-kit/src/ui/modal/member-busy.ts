/**
 * Whether the member is busy on the page: writing in a field (focus in a text input, a text area, a select or
 * an editable element), or having touched, clicked or typed within the last QUIET_MS. Modals that arrive on
 * their own wait until the member is neither: one opening mid-word took the focus, and the rest of what the
 * member typed (an IBAN on the direct-debit form, a message) went nowhere; one opening as the member left a
 * field landed under the finger reaching for the next control (the consent box of the same form).
 */
export const QUIET_MS = 2_000;

export function isWriting(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !nonTextInputs.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable === true;
}

// Inputs that take a tap, not typing: a focused checkbox or button is not writing.
const nonTextInputs = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

const activity = ['pointerdown', 'keydown', 'input'] as const;
const listeners = new Set<() => void>();
let busy = false;
let quietTimer: ReturnType<typeof setTimeout> | undefined;

function setBusy(next: boolean) {
  if (next === busy) return;
  busy = next;
  for (const listener of listeners) listener();
}

/** Busy now; no longer once QUIET_MS pass without activity, unless a field still has the focus then. */
function touched() {
  setBusy(true);
  clearTimeout(quietTimer);
  quietTimer = setTimeout(() => setBusy(isWriting(document.activeElement)), QUIET_MS);
}

function focusMoved() {
  if (isWriting(document.activeElement)) setBusy(true);
  else if (busy) touched();
}

export function subscribeToMemberBusy(listener: () => void): () => void {
  if (listeners.size === 0) {
    for (const type of activity) document.addEventListener(type, touched, true);
    document.addEventListener('focusin', focusMoved);
    document.addEventListener('focusout', focusMoved);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const type of activity) document.removeEventListener(type, touched, true);
    document.removeEventListener('focusin', focusMoved);
    document.removeEventListener('focusout', focusMoved);
    clearTimeout(quietTimer);
    busy = false;
  };
}

export function memberIsBusy(): boolean {
  return busy || isWriting(document.activeElement);
}
