import { useEffect } from 'react';
import { hasTrafficSource, trackingFromSearch, trackingStorage, useGetSettingsQuery, useLocation } from '@dating/shared-kit';

/** What a visitor may do before the form: sign up, sign up with an invite code, or nothing. */
export type SignupAccess = 'loading' | 'open' | 'invite' | 'closed';

/**
 * The shell stores the tracking of the URL the site was opened with; a lander's "Sign up free" reaches
 * /signup by client-side navigation with the query kept, so the signup pages store their own query too.
 */
export function useCaptureTracking() {
  const { search } = useLocation();
  useEffect(() => {
    trackingStorage.capture(search);
  }, [search]);
}

export function useSignupAccess(): SignupAccess {
  const { search } = useLocation();
  const { data: settings, isLoading } = useGetSettingsQuery();
  if (isLoading || !settings) return isLoading ? 'loading' : 'open';
  if (settings.signups === 'all') return 'open';
  if (settings.signups === 'with_trafficsource') {
    return hasTrafficSource({ ...trackingStorage.read(), ...trackingFromSearch(search) }) ? 'open' : 'closed';
  }
  return 'invite';
}
