/** The terms are dated 2023-12-01 12:00 UTC unless the company was added later. */
export const defaultTermsVersion = new Date(Date.UTC(2023, 11, 1, 12, 0, 0));

/** The version date of the terms: the company's `added` date when it is later than the default, else the default. */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const added = companyAdded ? new Date(companyAdded) : undefined;
  if (!added || Number.isNaN(added.getTime())) return defaultTermsVersion;
  return added > defaultTermsVersion ? added : defaultTermsVersion;
}
