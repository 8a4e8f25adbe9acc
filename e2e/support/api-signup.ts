import { expect, type APIRequestContext } from '@playwright/test';
import { CLIENT_HEADERS } from './member-session';

type Gender = 'male' | 'female';

/** Who signs up; what a journey does not name is a Dutch-speaking adult looking for the other gender. */
export interface ApiSignup {
  email: string;
  name: string;
  gender: Gender;
  lookingFor?: Gender;
  dateOfBirth?: string;
  language?: string;
  password?: string;
}

/**
 * Signs a member up through the API as the sign-up form would (password geheim123 unless named), and checks the
 * 201: `request` (a page's own, or a context of its own) then holds the new member's session cookie.
 */
export async function signUpByApi(request: APIRequestContext, member: ApiSignup): Promise<void> {
  const password = member.password ?? 'geheim123';
  const response = await request.post('/api/signup.php', {
    headers: CLIENT_HEADERS,
    data: {
      email: member.email,
      name: member.name,
      password,
      password_confirm: password,
      date_of_birth: member.dateOfBirth ?? '1990-05-17',
      gender: member.gender,
      looking_for: member.lookingFor ?? (member.gender === 'male' ? 'female' : 'male'),
      language: member.language ?? 'nl',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}
