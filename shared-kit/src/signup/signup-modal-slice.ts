import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** Why a visitor is asked to sign up: the modal names it ("Sign up free to message Linda"). */
export type SignupReason = 'like' | 'message' | 'photos' | 'generic';

export interface SignupModalRequest {
  reason: SignupReason;
  /** The member the visitor wanted to reach, named in the modal's title. */
  profileName?: string;
  /** Where the visitor goes once signed up: usually the page they were on. */
  returnTo: string;
}

interface SignupModalState {
  request: SignupModalRequest | null;
}

const initialState: SignupModalState = { request: null };

/**
 * The signup modal's one open request. Any app opens it through `useSignupModal()`; the shell's slot
 * mounts mfe-signup's modal, which reads it. Kept in the store so no app imports another.
 */
export const signupModalSlice = createSlice({
  name: 'signupModal',
  initialState,
  reducers: {
    signupModalOpened: (state, action: PayloadAction<SignupModalRequest>) => {
      state.request = action.payload;
    },
    signupModalClosed: (state) => {
      state.request = null;
    },
  },
  selectors: {
    selectSignupModalRequest: (state) => state.request,
  },
});

export const { signupModalOpened, signupModalClosed } = signupModalSlice.actions;
export const { selectSignupModalRequest } = signupModalSlice.selectors;
