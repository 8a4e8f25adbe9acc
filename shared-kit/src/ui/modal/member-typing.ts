/**
 * Whether the member is writing in a field now (focus in a text input, a text area, a select or an editable
 * element). Modals that arrive on their own wait for this to end: one opening mid-word took the focus, and
 * the rest of what the member typed (an IBAN on the direct-debit form, a message) went nowhere.
 */
export function isWriting(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !nonTextInputs.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

// Inputs that take a tap, not typing: a focused checkbox or button does not hold a modal back.
const nonTextInputs = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

export function subscribeToWriting(listener: () => void): () => void {
  document.addEventListener('focusin', listener);
  document.addEventListener('focusout', listener);
  return () => {
    document.removeEventListener('focusin', listener);
    document.removeEventListener('focusout', listener);
  };
}

export function memberIsWriting(): boolean {
  return isWriting(document.activeElement);
}
