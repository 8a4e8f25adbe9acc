import { baseApi } from '@dating/shared-kit';
import type { ComplaintBody, ComplaintResponse } from '@dating/shared-kit';

/** POST /api/complaints.php: anyone may file a complaint (rate limited per IP). */
export const complaintsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shellSendComplaint: build.mutation<ComplaintResponse, ComplaintBody>({
      query: (body) => ({ url: 'complaints.php', method: 'POST', body }),
    }),
  }),
});

export const { useShellSendComplaintMutation } = complaintsApi;
