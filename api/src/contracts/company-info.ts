import { Type, type Static } from 'typebox';
import { CountryCode } from './common.ts';

export const CompanyInfo = Type.Object({
  name: Type.String(),
  address: Type.String(),
  /** Chamber of commerce (KvK) number. */
  kvk: Type.String(),
  city: Type.String(),
  country: CountryCode,
  tradenames: Type.Array(Type.String()),
  /** VAT number per country code. */
  vat_numbers: Type.Record(Type.String(), Type.String()),
  /** Digits and a leading + only (cleaned of dashes and spaces). */
  support_phone: Type.String(),
  /** Percentage offered to members who are about to delete their account. */
  delete_discount: Type.Integer({ minimum: 0, maximum: 100 }),
  /** ISO date-time the company was added; terms date = max(2023-12-01T12:00Z, added). */
  added: Type.String({ format: 'date-time' }),
});
export type CompanyInfo = Static<typeof CompanyInfo>;
