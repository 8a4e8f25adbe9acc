// Test-only entry (`@dating/shared-kit/test`): typed API mocks on MSW and fixtures. Never imported by
// runtime code, so MSW stays out of every bundle; the runtime entry is `@dating/shared-kit`.
export { apiServer, mockApi, reply } from './mock-api';
export type { ApiCall, ApiHandler, ApiHandlers, ApiReply, MockApiOptions, MockedApi } from './mock-api';
export type { ApiBody, ApiErrorBody, ApiMethod, ApiRouteKey, ApiRoutes } from './api-routes';
export {
  chatEntry,
  chatsSummary,
  companyInfo,
  member,
  noLikes,
  ownProfile,
  profileSummary,
  siteSettings,
  welcomeDiscount,
} from './fixtures';
export { memberProfile } from './member-profile-fixture';
export { FakeWebSocket } from './fake-web-socket';
export { paintServerCopy } from './painted-copy';
// Contract types the fixtures and handlers use, so tests need only this entry.
export type {
  ChatEntry,
  ChatMessage,
  ChatResponse,
  ChatsResponse,
  CurrentUser,
  CurrentUserResponse,
  DiscountCode,
  Gift,
  LikesResponse,
  ProfileSummary,
  RealtimeEvent,
  SiteSettings,
} from '../api/contracts';
