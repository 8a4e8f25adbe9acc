import { trackingFromSearch } from '@dating/shared-kit';

type Gender = 'male' | 'female';

/** /signup with the visit's tracking parameters and, from a step-0 tile, "I am / looking for" prefilled. */
export function signupLink(search: string, prefill?: { gender: Gender; looking_for: Gender }): string {
  const params = new URLSearchParams(trackingFromSearch(search));
  if (prefill) {
    params.set('gender', prefill.gender);
    params.set('looking_for', prefill.looking_for);
  }
  const query = params.toString();
  return query ? `/signup?${query}` : '/signup';
}
