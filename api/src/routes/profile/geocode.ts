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
      const { lat, lon } = request.query;
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
