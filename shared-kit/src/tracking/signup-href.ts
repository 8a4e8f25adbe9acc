import { trackingFromSearch } from './tracking-storage';

type Gender = 'male' | 'female';

/** Sign-up step 0's "I am / looking for", chosen before the visitor reaches the form. */
export interface SignupPrefill {
  gender: Gender;
  looking_for: Gender;
}

/**
 * Where every "Sign up free" goes: /signup with the visit's tracking parameters (network, ref, sub1-5, utm, click ids)
 * and, where the page already knows it, step 0 prefilled.
 */
export function signupHref(search: string, prefill?: SignupPrefill): string {
  const params = new URLSearchParams(trackingFromSearch(search));
  if (prefill) {
    params.set('gender', prefill.gender);
    params.set('looking_for', prefill.looking_for);
  }
  const query = params.toString();
  return query ? `/signup?${query}` : '/signup';
}
