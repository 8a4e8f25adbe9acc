/**
 * Client-side IBAN checks for the direct-debit form: the shape, the country's length where we know it, and the
 * ISO 7064 mod-97 check digits. The server checks again with ibantools; this only catches typos on blur.
 */

/** IBAN lengths of the SEPA countries the site sells in and their neighbours. */
const lengthByCountry: Record<string, number> = {
  AT: 20, BE: 16, CH: 21, DE: 22, DK: 18, ES: 24, FI: 18, FR: 27, GB: 22, IE: 22, IT: 27, LU: 20, NL: 18, NO: 15, PL: 28, PT: 25, SE: 24,
};

/** Upper case, without spaces or separators: what is checked and sent. */
export function normalizeIban(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/** Groups of four as the member types ("NL91 ABNA 0417 1643 00"), at most 34 characters of IBAN. */
export function formatIban(value: string): string {
  return normalizeIban(value).slice(0, 34).replace(/(.{4})(?=.)/g, '$1 ');
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

/** The remainder of the IBAN's number (letters as 10..35, country and check digits moved to the end) mod 97. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = lengthByCountry[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  return mod97(iban) === 1;
}
