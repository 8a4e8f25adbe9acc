import { describe, expect, it } from 'vitest';
import { cleanPhone } from './phone.ts';
import { siteDomain, visitorCountry } from './request-site.ts';
import { slugify } from './slugify.ts';

describe('cleanPhone', () => {
  it('removes dashes and spaces only', () => {
    expect(cleanPhone('+31 20-123 45 67')).toBe('+31201234567');
    expect(cleanPhone('0800-1234')).toBe('08001234');
  });
});

describe('siteDomain', () => {
  it('prefers the forced domain and normalises host names', () => {
    expect(siteDomain('Other.NL', 'datingsite.nl')).toBe('other.nl');
    expect(siteDomain(undefined, 'www.datingsite.nl:8443')).toBe('datingsite.nl');
    expect(siteDomain(undefined, undefined)).toBeUndefined();
  });
});

describe('visitorCountry', () => {
  it('accepts two letters in any case and ignores anything else', () => {
    expect(visitorCountry('be')).toBe('BE');
    expect(visitorCountry(['DE', 'NL'])).toBe('DE');
    expect(visitorCountry('XXX')).toBeUndefined();
    expect(visitorCountry(undefined)).toBeUndefined();
  });
});

describe('slugify', () => {
  it('folds accents and special letters', () => {
    expect(slugify("Provence-Alpes-Côte d'Azur")).toBe('provence-alpes-cote-d-azur');
    expect(slugify('Łódzkie')).toBe('lodzkie');
    expect(slugify('Møre og Romsdal')).toBe('more-og-romsdal');
    expect(slugify('Region Sjælland')).toBe('region-sjaelland');
  });
});
