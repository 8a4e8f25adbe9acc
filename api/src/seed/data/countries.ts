import type { Locale } from '../../contracts/common.ts';

export interface CountrySeed {
  code: string;
  name: string;
  /** Interface locales shown in the language dropdown for this country; the first is the default. */
  locales: Locale[];
  currency: string;
  /** Share of demo members living here. */
  weight: number;
  /** Cheapest message in minor units of the currency. */
  minimumMessageCost: number;
}

export const COUNTRIES: readonly CountrySeed[] = [
  { code: 'NL', name: 'Nederland', locales: ['nl', 'en'], currency: 'EUR', weight: 30, minimumMessageCost: 99 },
  { code: 'BE', name: 'België', locales: ['nl', 'fr'], currency: 'EUR', weight: 12, minimumMessageCost: 99 },
  { code: 'DE', name: 'Deutschland', locales: ['de'], currency: 'EUR', weight: 14, minimumMessageCost: 99 },
  { code: 'AT', name: 'Österreich', locales: ['de'], currency: 'EUR', weight: 4, minimumMessageCost: 99 },
  { code: 'CH', name: 'Schweiz', locales: ['de', 'fr', 'it'], currency: 'CHF', weight: 4, minimumMessageCost: 109 },
  { code: 'GB', name: 'United Kingdom', locales: ['en'], currency: 'GBP', weight: 6, minimumMessageCost: 89 },
  { code: 'IE', name: 'Ireland', locales: ['en'], currency: 'EUR', weight: 2, minimumMessageCost: 99 },
  { code: 'US', name: 'United States', locales: ['en', 'es'], currency: 'USD', weight: 6, minimumMessageCost: 99 },
  { code: 'DK', name: 'Danmark', locales: ['da'], currency: 'DKK', weight: 2, minimumMessageCost: 749 },
  { code: 'ES', name: 'España', locales: ['es'], currency: 'EUR', weight: 4, minimumMessageCost: 99 },
  { code: 'FI', name: 'Suomi', locales: ['fi', 'sv'], currency: 'EUR', weight: 2, minimumMessageCost: 99 },
  { code: 'FR', name: 'France', locales: ['fr'], currency: 'EUR', weight: 5, minimumMessageCost: 99 },
  { code: 'IT', name: 'Italia', locales: ['it'], currency: 'EUR', weight: 4, minimumMessageCost: 99 },
  { code: 'NO', name: 'Norge', locales: ['nb'], currency: 'NOK', weight: 2, minimumMessageCost: 1149 },
  { code: 'PL', name: 'Polska', locales: ['pl'], currency: 'PLN', weight: 3, minimumMessageCost: 429 },
  { code: 'SE', name: 'Sverige', locales: ['sv'], currency: 'SEK', weight: 2, minimumMessageCost: 1149 },
];
