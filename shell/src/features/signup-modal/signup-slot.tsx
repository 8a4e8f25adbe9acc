import { useEffect } from 'react';
import { useSignupModal, useNavigate } from '@dating/shared-kit';
import { lazyRemoteModal, RemoteModalSlot } from '../../federation/remote-modal';

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
const RemoteSignupModal = lazyRemoteModal('mfe-signup', 'SignupModal', OpenSignupPage);

/**
 * The signup modal opens over any page (default and empty layouts). Any app opens it through the kit's
 * `useSignupModal()`; the shell only mounts the remote's modal once someone asked for it.
 */
export function SignupSlot() {
  const { request } = useSignupModal();
  if (!request) return null;
  return (
    <RemoteModalSlot remote="mfe-signup">
      <RemoteSignupModal />
    </RemoteModalSlot>
  );
}
