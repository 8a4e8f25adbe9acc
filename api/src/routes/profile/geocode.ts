import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../contracts/common.ts';
import { GEOCODE_MAX_KM, GeocodeQuery, GeocodeResponse } from '../../contracts/profile.ts';
import { findNearestRegion } from '../../repositories/profile.ts';

/**
 * GET /api/geocode.php?lat&lon: the nearest seeded region, offline (regions carry approximate centroids).
 * Anyone may ask: the signup flow uses it before there is an account.
 */
export const geocodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/geocode.php',
    { schema: { querystring: GeocodeQuery, response: { 200: GeocodeResponse, ...ErrorResponses } } },
    async (request) => {
      // Micro-degrees (~0.1 m) are plenty, and PostgreSQL refuses subnormal floats such as 5e-324 (a 500 before).
      const lat = Math.round(request.query.lat * 1e6) / 1e6;
      const lon = Math.round(request.query.lon * 1e6) / 1e6;
      if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return false as const;
      const region = await findNearestRegion(app.db, lat, lon, GEOCODE_MAX_KM);
      if (!region) return false as const;
      return {
        country: region.country,
        region: { id: region.id, name: region.name },
        distance_km: Math.round(region.distance_km * 10) / 10,
      };
    },
  );
};
