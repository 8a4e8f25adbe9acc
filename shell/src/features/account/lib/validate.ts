/** The API's minimum password length (accounts API: at least 6 characters). */
export const minPasswordLength = 6;

/** A deliberately loose check: the API decides; this only catches typos before a round trip. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
