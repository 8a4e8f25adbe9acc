import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { UserResponse } from '../contracts/user.ts';
import { useTestApp } from '../test/test-app.ts';

describe('GET /api/user.php', () => {
  describe('for a visitor', () => {
    const { app } = useTestApp();

    it('answers user: null, with or without X-Request-Type: client', async () => {
      for (const headers of [{ 'x-request-type': 'client' }, {}]) {
        const response = await app().inject({ url: '/api/user.php', headers });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ user: null });
      }
    });

    it('rejects an absurd X-Request-Type header', async () => {
      const response = await app().inject({ url: '/api/user.php', headers: { 'x-request-type': 'x'.repeat(100) } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    });
  });

  describe('when the session plugin resolves a member', () => {
    let memberId = 0;
    const { app, db } = useTestApp({ resolveMember: async (request) => (request.headers['x-test-member'] ? memberId : null) });

    it('answers the member in the spec shape', async () => {
      const { rows } = await db().query<{ id: number }>(
        `insert into members (name, gender, birthdate, country, status, credits, paid_user, language)
         values ('Sanne', 'female', '1990-05-01', 'NL', 'not_confirmed', 7, false, 'nl') returning id`,
      );
      memberId = rows[0]!.id;
      await db().query(
        `insert into photos (member_id, filename, thumb_filename, status, is_main) values ($1, 'a.jpg', 'a-t.jpg', 'active', true)`,
        [memberId],
      );

      const response = await app().inject({ url: '/api/user.php', headers: { 'x-test-member': '1' } });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Value.Check(UserResponse, body)).toBe(true);
      expect(body.user).toMatchObject({
        id: memberId,
        status: 'not_confirmed',
        credits: 7,
        paid_user: false,
        notifications_disabled: [],
        fictional_icon: 'icons/fictional.svg',
        profile: {
          name: 'Sanne',
          country: 'NL',
          main_image: { filename: 'a.jpg', thumb_filename: 'a-t.jpg', status: 'active' },
        },
      });
      expect(Date.parse(body.user.signup_date)).not.toBeNaN();
    });

    it('answers user: null when the session points at a member that no longer exists', async () => {
      memberId = 999_999;
      const response = await app().inject({ url: '/api/user.php', headers: { 'x-test-member': '1' } });
      expect(response.json()).toEqual({ user: null });
    });
  });
});
