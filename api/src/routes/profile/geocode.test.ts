import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { GeocodeResponse } from '../../contracts/profile.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('GET /api/geocode.php', () => {
  const { app, db } = useTestApp();
  let utrecht = { id: 0, name: '' };

  beforeAll(async () => {
    utrecht = (await db().query<{ id: number; name: string }>(`select id, name from regions where country = 'NL' and slug = 'utrecht'`))
      .rows[0]!;
  });

  const geocode = (query: string) => app().inject(`/api/geocode.php${query}`);

  it('finds the nearest seeded region with its country (the city of Utrecht lies in the province)', async () => {
    const response = await geocode('?lat=52.0907&lon=5.1214');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(GeocodeResponse, body)).toBe(true);
    expect(body).toMatchObject({ country: 'NL', region: utrecht });
    expect(body.distance_km).toBeLessThan(30);
  });

  it('works across countries (Munich is in Bavaria)', async () => {
    const body = (await geocode('?lat=48.137&lon=11.575')).json();
    expect(body).toMatchObject({ country: 'DE', region: { name: expect.stringMatching(/Bayern|Bavaria/) } });
  });

  it('answers false when no region is within 300 km (mid-Atlantic)', async () => {
    const response = await geocode('?lat=40&lon=-40');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(false);
  });

  it('answers false for coordinates out of range', async () => {
    for (const query of ['?lat=91&lon=5', '?lat=-90.5&lon=5', '?lat=52&lon=180.1', '?lat=52&lon=-181']) {
      const response = await geocode(query);
      expect(response.statusCode, query).toBe(200);
      expect(response.json()).toBe(false);
    }
  });

  it('answers 400 validation_failed when lat or lon is missing or not a number', async () => {
    for (const query of ['', '?lat=52', '?lat=abc&lon=5', '?lat=52&lon=']) {
      const response = await geocode(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
  });
});
