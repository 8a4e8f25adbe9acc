import { isValidIBAN } from 'ibantools';

/**
 * Client-side IBAN checks for the direct-debit form: the country's length and format and the ISO 7064 mod-97
 * check digits, with ibantools as the server; this only catches typos on blur, the server checks again.
 */

/** Upper case, without spaces or separators: what is checked and sent. */
export function normalizeIban(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/** Groups of four as the member types ("NL91 ABNA 0417 1643 00"), at most 34 characters of IBAN. */
export function formatIban(value: string): string {
  return normalizeIban(value)
    .slice(0, 34)
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** Where the caret belongs after reformatting: after the same number of IBAN characters as before. */
export function caretAfterFormat(formatted: string, charsBeforeCaret: number): number {
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (seen === charsBeforeCaret) return index;
    if (formatted[index] !== ' ') seen += 1;
  }
  return formatted.length;
}

/** The country's length and the mod-97 check digits, by the same library the API checks with (ibantools). */
export function isValidIban(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}
