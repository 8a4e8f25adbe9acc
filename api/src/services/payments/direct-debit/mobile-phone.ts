/** Calling codes of the countries the site serves (api/src/seed/data/countries.ts). */
const CALLING_CODES: Record<string, string> = {
  NL: '31', BE: '32', DE: '49', AT: '43', CH: '41', GB: '44', IE: '353', US: '1', DK: '45', ES: '34', FI: '358',
  FR: '33', IT: '39', NO: '47', PL: '48', SE: '46',
};

/**
 * A mobile number as typed ("06 12 34 56 78", "+31 6-1234 5678", "0031612345678") in E.164 ("+31612345678"),
 * a national number read in the member's country; null when it cannot be a phone number.
 */
export function toE164(input: string, country: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  let e164: string | null = null;
  if (compact.startsWith('+')) e164 = compact;
  else if (compact.startsWith('00')) e164 = `+${compact.slice(2)}`;
  else if (compact.startsWith('0') && CALLING_CODES[country]) e164 = `+${CALLING_CODES[country]}${compact.slice(1)}`;
  return e164 !== null && /^\+[1-9][0-9]{6,14}$/.test(e164) ? e164 : null;
}
