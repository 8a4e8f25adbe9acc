/**
 * The number a code went to, masked for the answer: country code, the first national digit and the last
 * four ("+31 6 •••• 1234"), enough for the member to recognise it, not enough to read it off the screen.
 * Takes an E.164 number; the country code is found by the longest prefix among those we serve.
 */
const COUNTRY_CODES = ['358', '31', '32', '33', '34', '39', '41', '43', '44', '45', '46', '47', '48', '49', '1'];

export function maskPhone(e164: string): string {
  const digits = e164.replace(/^\+/, '');
  const country = COUNTRY_CODES.find((code) => digits.startsWith(code)) ?? digits.slice(0, 2);
  const national = digits.slice(country.length);
  return `+${country} ${national.slice(0, 1)} •••• ${national.slice(-4)}`;
}
