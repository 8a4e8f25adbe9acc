import { describe, expect, it } from 'vitest';
import { INTEREST_SLUGS } from '../seed/data/interests.ts';
import { useTestApp } from '../test/test-app.ts';

describe('GET /api/interests.php', () => {
  const { app } = useTestApp();

  it('lists every interest of the spec with id and slug, in order', async () => {
    const response = await app().inject({ url: '/api/interests.php', headers: { 'x-request-type': 'client' } });
    expect(response.statusCode).toBe(200);
    const { interests } = response.json();
    expect(interests.map((interest: { slug: string }) => interest.slug)).toEqual([...INTEREST_SLUGS]);
    expect(interests).toContainEqual({ id: expect.any(Number), slug: 'exchanging_pictures' });
    for (const interest of interests) expect(Object.keys(interest).sort()).toEqual(['id', 'slug']);
  });

  it('ignores query parameters it does not know', async () => {
    const response = await app().inject('/api/interests.php?foo=bar');
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong method with a JSON 404', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/interests.php', headers: { 'x-request-type': 'client' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });
});
