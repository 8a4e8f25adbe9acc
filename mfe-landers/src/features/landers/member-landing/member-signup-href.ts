import { trackingFromSearch } from '@dating/shared-kit';

/** A member landing signs up with that member shown (/members/:id/signup), keeping the tracking parameters. */
export function memberSignupHref(memberId: number, search: string): string {
  const query = new URLSearchParams(trackingFromSearch(search)).toString();
  return `/members/${memberId}/signup${query ? `?${query}` : ''}`;
}
