import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type MobileCheck = { ok: true; e164: string; country: string } | { ok: false; reason: 'invalid' | 'country' };

/**
 * Number types a code may go to. The numbering plans of the US and Canada do not tell mobile from fixed lines
 * (FIXED_LINE_OR_MOBILE); everywhere else only MOBILE passes, so premium-rate, shared-cost, toll-free, VoIP,
 * pager and personal numbers are refused.
 */
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * A mobile number as typed ("06 12 34 56 78", "+31 6-1234 5678", "0031612345678"), read in the member's country
 * when it has no country code, checked against the full numbering plans of libphonenumber-js: a valid mobile
 * number of a country in `soldCountries`. Non-geographic ranges (satellite +881, international networks +882
 * and +883, premium services) belong to no country and are invalid here.
 */
export function checkMobileNumber(input: string, memberCountry: string, soldCountries: ReadonlySet<string>): MobileCheck {
  const typed = input.trim().replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(typed, memberCountry as Parameters<typeof parsePhoneNumberFromString>[1]);
  if (!parsed || !parsed.country || !parsed.isValid()) return { ok: false, reason: 'invalid' };
  const type = parsed.getType();
  if (!type || !TEXTABLE.has(type)) return { ok: false, reason: 'invalid' };
  if (!soldCountries.has(parsed.country)) return { ok: false, reason: 'country' };
  return { ok: true, e164: parsed.number, country: parsed.country };
}
