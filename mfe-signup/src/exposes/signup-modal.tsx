import { withAppMessages } from '@dating/shared-kit';
import { loadSignupMessages } from '../i18n/load-messages';
import { SignupModal as SignupModalContent } from '../features/signup/components/signup-modal';

/**
 * `mfe-signup/SignupModal`: the shell mounts it once on every page with the signup modal (default and empty layouts);
 * it opens when any app calls the kit's `useSignupModal().openSignupModal(...)`. Brings its own catalogue.
 */
export const SignupModal = withAppMessages('signup', loadSignupMessages, SignupModalContent);

export default SignupModal;
