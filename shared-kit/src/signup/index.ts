// The signup modal: any app opens it, the shell mounts mfe-signup's modal that reads it.
export { signupModalSlice, signupModalOpened, signupModalClosed, selectSignupModalRequest } from './signup-modal-slice';
export type { SignupModalRequest, SignupReason } from './signup-modal-slice';
export { useSignupModal } from './use-signup-modal';
