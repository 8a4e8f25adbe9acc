import { trackingFromSearch } from './tracking-storage';

type Gender = 'male' | 'female';

/**
 * Where a "Sign up free" button goes (the home page, every lander): /signup with the visit's tracking
 * parameters (network, ref, sub1-5, utm, click ids) and, where the page knows it, step 0's "I am / looking
 * for" prefilled.
 */
export function signupHref(search: string, prefill?: { gender: Gender; looking_for: Gender }): string {
  const params = new URLSearchParams(trackingFromSearch(search));
  if (prefill) {
    params.set('gender', prefill.gender);
    params.set('looking_for', prefill.looking_for);
  }
  const query = params.toString();
  return query ? `/signup?${query}` : '/signup';
}
