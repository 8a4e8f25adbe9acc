import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectSignupModalRequest, signupModalClosed, signupModalOpened } from './signup-modal-slice';
import type { SignupModalRequest } from './signup-modal-slice';

/**
 * Opens the site's signup modal from any app (a visitor pressing like or message). `returnTo` defaults to
 * the current page, so the visitor comes back to what they were doing.
 */
export function useSignupModal() {
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectSignupModalRequest);
  const openSignupModal = useCallback(
    (next: Omit<SignupModalRequest, 'returnTo'> & { returnTo?: string }) =>
      dispatch(signupModalOpened({ ...next, returnTo: next.returnTo ?? `${window.location.pathname}${window.location.search}` })),
    [dispatch],
  );
  const closeSignupModal = useCallback(() => dispatch(signupModalClosed()), [dispatch]);
  return { request, openSignupModal, closeSignupModal };
}
