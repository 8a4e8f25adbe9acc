import { defaultTermsVersion, termsVersionDate } from './terms-version';

describe('termsVersionDate', () => {
  it('defaults to 2023-12-01 12:00 UTC', () => {
    expect(defaultTermsVersion.toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate(undefined)).toEqual(defaultTermsVersion);
    expect(termsVersionDate(null)).toEqual(defaultTermsVersion);
  });

  it('uses the company-added date when it is later', () => {
    expect(termsVersionDate('2024-03-01T09:00:00.000Z').toISOString()).toBe('2024-03-01T09:00:00.000Z');
    expect(termsVersionDate('2023-12-01T12:00:01Z').toISOString()).toBe('2023-12-01T12:00:01.000Z');
  });

  it('keeps the default when the company was added earlier, at the same moment, or the date is invalid', () => {
    expect(termsVersionDate('2020-05-05T10:00:00Z')).toEqual(defaultTermsVersion);
    expect(termsVersionDate('2023-12-01T12:00:00Z')).toEqual(defaultTermsVersion);
    expect(termsVersionDate('2023-12-01T11:59:59Z')).toEqual(defaultTermsVersion);
    expect(termsVersionDate('not a date')).toEqual(defaultTermsVersion);
  });
});
