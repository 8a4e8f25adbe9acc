import { lazy, Suspense, useEffect } from 'react';
import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useSignupModal, useNavigate } from '@dating/shared-kit';
import { RemoteSlotBoundary } from '../../federation/remote-slot-boundary';
import { federationNameOf } from '../../federation/remotes-registry';

type SignupModalModule = { SignupModal?: ComponentType; default?: ComponentType };

/** mfe-signup is down: the visitor still wanted to sign up, so the /signup page (with its own fallback) opens. */
function OpenSignupPage() {
  const navigate = useNavigate();
  const { closeSignupModal } = useSignupModal();
  useEffect(() => {
    closeSignupModal();
    navigate('/signup');
  }, [closeSignupModal, navigate]);
  return null;
}

/** mfe-signup/SignupModal, fetched the first time a visitor is asked to sign up (not on every page load). */
const RemoteSignupModal = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    const module = await loadRemote<SignupModalModule>(`${federationNameOf('mfe-signup')}/SignupModal`);
    return { default: module?.SignupModal ?? module?.default ?? OpenSignupPage };
  } catch {
    return { default: OpenSignupPage };
  }
});

/**
 * The signup modal opens over any page (default and empty layouts). Any app opens it through the kit's
 * `useSignupModal()`; the shell only mounts the remote's modal once someone asked for it.
 */
export function SignupSlot() {
  const { request } = useSignupModal();
  if (!request) return null;
  return (
    <RemoteSlotBoundary remote="mfe-signup">
      <Suspense fallback={null}>
        <RemoteSignupModal />
      </Suspense>
    </RemoteSlotBoundary>
  );
}
