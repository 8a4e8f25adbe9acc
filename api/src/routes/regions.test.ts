import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { RegionsResponse } from '../contracts/regions.ts';
import { COUNTRIES } from '../seed/data/countries.ts';
import { useTestApp } from '../test/test-app.ts';

describe('GET /api/regions.php', () => {
  const { app } = useTestApp();

  it('lists the regions of every country, 5 to 16 each', async () => {
    const response = await app().inject('/api/regions.php');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(RegionsResponse, body)).toBe(true);
    for (const { code } of COUNTRIES) {
      const count = body.regions.filter((region: { country: string }) => region.country === code).length;
      expect(count, code).toBeGreaterThanOrEqual(5);
      expect(count, code).toBeLessThanOrEqual(16);
    }
  });

  it('filters by country', async () => {
    const { regions } = (await app().inject('/api/regions.php?country=DE')).json();
    expect(regions).toHaveLength(16);
    expect(regions[0]).toEqual({
      id: expect.any(Number),
      country: 'DE',
      name: 'Baden-Württemberg',
      slug: 'baden-wurttemberg',
      lat: 48.54,
      lon: 9.04,
    });
  });

  it('returns an empty list for a country without regions', async () => {
    const response = await app().inject('/api/regions.php?country=ZZ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ regions: [] });
  });

  it.each(['nl', 'NLD', 'N1', ''])('rejects country=%s with validation_failed', async (country) => {
    const response = await app().inject(`/api/regions.php?country=${country}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      message: expect.stringContaining('country'),
      details: [{ path: 'querystring/country', message: expect.any(String) }],
    });
  });
});
