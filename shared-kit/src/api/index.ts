// The kit's API concern: the one RTK Query slice, its endpoints and hooks, the realtime socket and API errors.
export { baseApi, baseTagTypes } from './base-api';
export { CALL_BOUNDS_MS, callBoundMs, createBaseQuery, exponentialDelay, isAuthenticationRequired } from './base-query';
export type { BaseQueryOptions, SiteQueryExtraOptions } from './base-query';
export { provideBootAnswers } from './boot-answers';
export { apiReachabilitySlice, apiReachable, apiUnreachable, isApiUnreachableError, selectApiReachable } from './api-reachability';
export { refetchFailedQueries } from './refetch-failed-queries';
export {
  coreApi,
  useGetSettingsQuery,
  useGetCurrentUserQuery,
  useGetInterestsQuery,
  useGetRegionsQuery,
  useGetCompanyInfoQuery,
  useKitResendActivationMutation,
} from './core-api';
// Data several apps read: one endpoint per URL, read through these hooks (never by endpoint name).
export {
  sharedDataApi,
  useKitGetLikesQuery,
  useKitGetChatsQuery,
  useKitLikeMutation,
  useKitUnlikeMutation,
} from './shared-data-api';
export type { LikeProfileArgs } from './shared-data-api';
export {
  membersApi,
  useKitGetMemberQuery,
  useKitGetMembersQuery,
  useKitBlockMutation,
  useKitUnblockMutation,
  useKitReportMutation,
} from './members-api';
export type { MembersArgs } from './members-api';
// Every app's write to the kit's shared entries, as named thunks (apps never patch the kit's endpoints).
export {
  messageAdded,
  chatRead,
  chatRemoved,
  chatsChanged,
  likesChanged,
  creditsChanged,
  sessionUserReceived,
} from './shared-data-actions';
export type { KitAction } from './shared-data-actions';
export { showcaseApi, useKitGetShowcaseQuery } from './showcase-api';
export type { ShowcaseArgs } from './showcase-api';
export { useLikesSummary, useUnreadMessages } from './use-summaries';
export { emptyChatsSummary, unreadMessagesOf } from './chats-summary';
export type { ChatsSummary, ChatsSummaryEntry } from './chats-summary';
// The page's one realtime socket (/api/realtime): the shell mounts RealtimeConnection, apps listen.
export { RealtimeClient, realtimeClient } from './realtime/realtime-client';
export type { RealtimeClientOptions, RealtimeListener, RealtimeSocket } from './realtime/realtime-client';
export { RealtimeConnection } from './realtime/realtime-connection';
export { useRealtimeEvents } from './realtime/use-realtime-events';
export { applyCounts } from './realtime/apply-counts';
export { toApiError, apiErrorOf, fieldOf, translateApiError } from './api-error';
export type { ApiError, ApiErrorDetail } from './api-error';
