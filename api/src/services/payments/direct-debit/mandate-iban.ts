import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';

export type IbanCheck = { ok: true; iban: string; country: string } | { ok: false; reason: 'format' | 'checksum_or_length' | 'not_sepa' };

/**
 * A mandate's IBAN: spaces and case normalised ("nl91 abna 0417 1643 00" is NL91ABNA0417164300), then the
 * country's length and mod-97 checksum (ibantools), then the country must be in SEPA, the only area a
 * SEPA Direct Debit can draw on.
 */
export function checkMandateIban(input: string): IbanCheck {
  const iban = electronicFormatIBAN(input);
  if (!iban || !/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return { ok: false, reason: 'format' };
  if (!isValidIBAN(iban)) return { ok: false, reason: 'checksum_or_length' };
  const country = iban.slice(0, 2);
  if (!isSEPACountry(country)) return { ok: false, reason: 'not_sepa' };
  return { ok: true, iban, country };
}
