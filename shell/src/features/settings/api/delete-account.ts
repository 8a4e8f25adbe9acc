import { baseApi } from '@dating/shared-kit';

/** Reasons DELETE /api/user.php accepts (api/src/contracts/account.ts DELETE_REASONS), in display order. */
export const deleteReasons = ['found_partner', 'not_enough_matches', 'too_expensive', 'privacy', 'taking_a_break', 'other'] as const;
export type DeleteReason = (typeof deleteReasons)[number];

export interface DeleteAccountBody {
  reason: DeleteReason;
  comment?: string;
  password: string;
}

export interface DeleteAccountResponse {
  status: 'deletion_requested';
  reactivate_until: string;
}

/**
 * DELETE /api/user.php: requests deletion (reactivation by mailed link for 14 days). The session ends with
 * it, so every member-bound cache goes stale: the User tag refetches to a visitor.
 */
export const deleteAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shellDeleteAccount: build.mutation<DeleteAccountResponse, DeleteAccountBody>({
      query: (body) => ({ url: 'user.php', method: 'DELETE', body }),
      invalidatesTags: ['User', 'Chats', 'Likes', 'Credits'],
    }),
  }),
});

export const { useShellDeleteAccountMutation } = deleteAccountApi;
