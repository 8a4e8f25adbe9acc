import { trackingFromSearch } from '@dating/shared-kit';
import type { LanderPreset } from '../presets/preset-types';

/**
 * Where "Sign up free" goes: /signup with the landing URL's tracking parameters (network, ref, sub1-5,
 * utm, click ids) and, where the lander knows it, step 0's "I am / looking for" prefilled.
 */
export function signupHref(search: string, prefill?: LanderPreset['prefill']): string {
  const params = new URLSearchParams(trackingFromSearch(search));
  if (prefill) {
    params.set('gender', prefill.gender);
    params.set('looking_for', prefill.looking_for);
  }
  const query = params.toString();
  return query ? `/signup?${query}` : '/signup';
}
