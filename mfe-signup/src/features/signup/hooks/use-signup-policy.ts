import { hasTrafficSource, trackingStorage, useGetSettingsQuery } from '@dating/shared-kit';

/** What a visitor may do before the form (spec 6): sign up, sign up with an invite code, or nothing. */
export type SignupAccess = 'loading' | 'open' | 'invite' | 'closed';

export function useSignupAccess(): SignupAccess {
  const { data: settings, isLoading } = useGetSettingsQuery();
  if (isLoading || !settings) return isLoading ? 'loading' : 'open';
  if (settings.signups === 'all') return 'open';
  if (settings.signups === 'with_trafficsource') {
    // The landing page's query is stored by the shell; the current query counts too (a direct link to /signup).
    const source = { ...trackingStorage.read(), ...trackingStorage.capture(window.location.search) };
    return hasTrafficSource(source) ? 'open' : 'closed';
  }
  return 'invite';
}
