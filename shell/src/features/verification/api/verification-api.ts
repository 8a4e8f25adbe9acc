import { baseApi } from '@dating/shared-kit';
import type { VerificationState } from '@dating/shared-kit';

type StateUpdate = { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: VerificationState }> };

/** The answer is the new state: shown at once, with no second call to read it. A refusal is the caller's to show. */
async function showNewState(_arg: unknown, { dispatch, queryFulfilled }: StateUpdate): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(verificationApi.util.upsertQueryData('shellVerification', undefined, data));
  } catch {
    // The mutation's own error reaches the screen through its hook.
  }
}

/** The member's selfie verification: state, the pose to copy, the selfie (multipart `file`). */
export const verificationApi = baseApi.enhanceEndpoints({ addTagTypes: ['Verification'] }).injectEndpoints({
  endpoints: (build) => ({
    shellVerification: build.query<VerificationState, void>({
      query: () => ({ url: 'verification.php' }),
      providesTags: ['Verification'],
    }),
    shellAskPose: build.mutation<VerificationState, void>({
      query: () => ({ url: 'verification-pose.php', method: 'POST' }),
      onQueryStarted: showNewState,
    }),
    shellSendSelfie: build.mutation<VerificationState, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: 'verification-selfie.php', method: 'POST', body: form };
      },
      onQueryStarted: showNewState,
    }),
  }),
});

export const { useShellVerificationQuery, useShellAskPoseMutation, useShellSendSelfieMutation } = verificationApi;
