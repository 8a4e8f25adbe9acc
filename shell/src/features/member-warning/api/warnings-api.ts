import { baseApi } from '@dating/shared-kit';
import type { AcknowledgeWarningBody, AcknowledgeWarningResult, MemberWarningsResponse } from '@dating/shared-kit';

/** The moderators' warnings the member has not acknowledged yet (warnings.php), and acknowledging one. */
export const warningsApi = baseApi.enhanceEndpoints({ addTagTypes: ['MemberWarnings'] }).injectEndpoints({
  endpoints: (build) => ({
    shellMemberWarnings: build.query<MemberWarningsResponse, void>({
      query: () => ({ url: 'warnings.php' }),
      providesTags: ['MemberWarnings'],
    }),
    shellAcknowledgeWarning: build.mutation<AcknowledgeWarningResult, AcknowledgeWarningBody>({
      query: (body) => ({ url: 'warnings.php', method: 'POST', body }),
      invalidatesTags: ['MemberWarnings'],
    }),
  }),
});

export const { useShellMemberWarningsQuery, useShellAcknowledgeWarningMutation } = warningsApi;
