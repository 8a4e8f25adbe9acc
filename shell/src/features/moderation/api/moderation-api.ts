import { baseApi } from '@dating/shared-kit';
import type {
  DecisionResult,
  ModerationPhotosResponse,
  ModerationReportsResponse,
  PhotoDecisionBody,
  ReportDecisionBody,
  ModerationVerificationsResponse,
  VerificationDecisionBody,
} from '@dating/shared-kit';

/** The moderators' queues and decisions (/api/moderation/...); a decision refreshes its queue. */
export const moderationApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ModerationPhotos', 'ModerationReports', 'ModerationVerifications'] })
  .injectEndpoints({
    endpoints: (build) => ({
      shellModerationPhotos: build.query<ModerationPhotosResponse, void>({
        query: () => ({ url: 'moderation/photos.php' }),
        providesTags: ['ModerationPhotos'],
      }),
      shellDecidePhoto: build.mutation<DecisionResult, PhotoDecisionBody>({
        query: (body) => ({ url: 'moderation/photo.php', method: 'POST', body }),
        invalidatesTags: ['ModerationPhotos'],
      }),
      shellModerationReports: build.query<ModerationReportsResponse, void>({
        query: () => ({ url: 'moderation/reports.php' }),
        providesTags: ['ModerationReports'],
      }),
      shellDecideReport: build.mutation<DecisionResult, ReportDecisionBody>({
        query: (body) => ({ url: 'moderation/report.php', method: 'POST', body }),
        invalidatesTags: ['ModerationReports'],
      }),
      shellModerationVerifications: build.query<ModerationVerificationsResponse, void>({
        query: () => ({ url: 'moderation/verifications.php' }),
        providesTags: ['ModerationVerifications'],
      }),
      shellDecideVerification: build.mutation<DecisionResult, VerificationDecisionBody>({
        query: (body) => ({ url: 'moderation/verification.php', method: 'POST', body }),
        invalidatesTags: ['ModerationVerifications'],
      }),
    }),
  });

export const {
  useShellModerationPhotosQuery,
  useShellDecidePhotoMutation,
  useShellModerationReportsQuery,
  useShellDecideReportMutation,
  useShellModerationVerificationsQuery,
  useShellDecideVerificationMutation,
} = moderationApi;
