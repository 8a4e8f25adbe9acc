import { baseApi } from '@dating/shared-kit';
import type {
  DecisionResult,
  FictionalProfileDecisionBody,
  ModerationFictionalProfilesResponse,
  FlagDecisionBody,
  ModerationFlagsResponse,
  ModerationPhotosResponse,
  ModerationReportsResponse,
  PhotoDecisionBody,
  ReportDecisionBody,
  ModerationVerificationsResponse,
  VerificationDecisionBody,
} from '@dating/shared-kit';

/** The moderators' queues and decisions (/api/moderation/...); a decision refreshes its queue. */
export const moderationApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['ModerationPhotos', 'ModerationReports', 'ModerationFlags', 'ModerationVerifications', 'ModerationFictional'],
  })
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
        invalidatesTags: ['ModerationReports', 'ModerationFlags', 'ModerationFictional'],
      }),
      shellModerationFlags: build.query<ModerationFlagsResponse, void>({
        query: () => ({ url: 'moderation/flags.php' }),
        providesTags: ['ModerationFlags'],
      }),
      // A suspension or ban answers the member's open reports and flags alike: both queues are read again.
      shellDecideFlag: build.mutation<DecisionResult, FlagDecisionBody>({
        query: (body) => ({ url: 'moderation/flag.php', method: 'POST', body }),
        invalidatesTags: ['ModerationFlags', 'ModerationReports', 'ModerationFictional'],
      }),
      shellModerationVerifications: build.query<ModerationVerificationsResponse, void>({
        query: () => ({ url: 'moderation/verifications.php' }),
        providesTags: ['ModerationVerifications'],
      }),
      shellDecideVerification: build.mutation<DecisionResult, VerificationDecisionBody>({
        query: (body) => ({ url: 'moderation/verification.php', method: 'POST', body }),
        invalidatesTags: ['ModerationVerifications'],
      }),
      shellModerationFictionalProfiles: build.query<ModerationFictionalProfilesResponse, void>({
        query: () => ({ url: 'moderation/fictional-profiles.php' }),
        providesTags: ['ModerationFictional'],
      }),
      // A suspension or ban answers all the member's open reports and flags: every queue about members is read again.
      shellDecideFictionalProfile: build.mutation<DecisionResult, FictionalProfileDecisionBody>({
        query: (body) => ({ url: 'moderation/fictional-profile.php', method: 'POST', body }),
        invalidatesTags: ['ModerationFictional', 'ModerationReports', 'ModerationFlags'],
      }),
    }),
  });

export const {
  useShellModerationPhotosQuery,
  useShellDecidePhotoMutation,
  useShellModerationReportsQuery,
  useShellDecideReportMutation,
  useShellModerationFlagsQuery,
  useShellDecideFlagMutation,
  useShellModerationVerificationsQuery,
  useShellDecideVerificationMutation,
  useShellModerationFictionalProfilesQuery,
  useShellDecideFictionalProfileMutation,
} = moderationApi;
