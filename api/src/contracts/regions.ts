import { Type, type Static } from 'typebox';
import { CountryCode } from './common.ts';

export const Region = Type.Object({
  id: Type.Integer(),
  country: CountryCode,
  name: Type.String(),
  slug: Type.String(),
  /** Approximate centroid, for "near me" and map landers. */
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
});
export type Region = Static<typeof Region>;

export const RegionsQuery = Type.Object({ country: Type.Optional(CountryCode) });
export type RegionsQuery = Static<typeof RegionsQuery>;

export const RegionsResponse = Type.Object({ regions: Type.Array(Region) });
export type RegionsResponse = Static<typeof RegionsResponse>;
