import type { MembersArgs } from '@dating/shared-kit';

/** The members.php query of the matches shown after sign-up: one grid of 12, of the gender sought if known. */
export function signupMatchesQuery(gender?: 'male' | 'female'): MembersArgs {
  return gender ? { gender, per_page: 12 } : { per_page: 12 };
}
