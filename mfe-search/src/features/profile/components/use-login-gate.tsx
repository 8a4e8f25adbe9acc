import { useSignupModal, useLocation } from '@dating/shared-kit';
import type { SignupReason } from '@dating/shared-kit';

/**
 * Runs an action for a member; a visitor gets the site's signup modal instead (and no API call). The modal
 * names the member and the action, carries a login link, and brings the visitor back to `returnTo`.
 */
export function useLoginGate(visitor: boolean, profileName?: string) {
  const { openSignupModal } = useSignupModal();
  const here = useLocation();
  return {
    gate:
      (action: () => void, reason: SignupReason = 'generic', returnTo?: string) =>
      () =>
        visitor ? openSignupModal({ reason, profileName, returnTo: returnTo ?? `${here.pathname}${here.search}` }) : action(),
  };
}
