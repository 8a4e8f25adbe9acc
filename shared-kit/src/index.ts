// The public API of the kit's core, one section per concern, each name re-exported by name from the module that
// holds it (no `export *`, no folder barrels), so the kit's public surface is read and reviewed here, in one list.
// The design kit is under '@dating/shared-kit/ui' and '/theme'; its newer parts and the icons are exported
// here as well, which is where apps import them from.

// API: the one RTK Query slice, its endpoints and hooks, the realtime socket and API errors.
export { baseApi, baseTagTypes } from './api/base-api';
export { CALL_BOUNDS_MS, callBoundMs, createBaseQuery, exponentialDelay, isAuthenticationRequired } from './api/base-query';
export type { BaseQueryOptions, SiteQueryExtraOptions } from './api/base-query';
export { provideBootAnswers } from './api/boot-answers';
export { apiReachabilitySlice, apiReachable, apiUnreachable, isApiUnreachableError, selectApiReachable } from './api/api-reachability';
export { refetchFailedQueries } from './api/refetch-failed-queries';
export {
  coreApi,
  useGetSettingsQuery,
  useGetCurrentUserQuery,
  useGetInterestsQuery,
  useGetRegionsQuery,
  useGetCompanyInfoQuery,
  useKitResendActivationMutation,
} from './api/core-api';
// Data several apps read: one endpoint per URL, read through these hooks (never by endpoint name).
export {
  sharedDataApi,
  useKitGetLikesQuery,
  useKitGetChatsQuery,
  useKitLikeMutation,
  useKitUnlikeMutation,
} from './api/shared-data-api';
export type { LikeProfileArgs } from './api/shared-data-api';
export {
  membersApi,
  useKitGetMemberQuery,
  useKitGetMembersQuery,
  useKitBlockMutation,
  useKitUnblockMutation,
  useKitReportMutation,
} from './api/members-api';
export type { MembersArgs } from './api/members-api';
// Every app's write to the kit's shared entries, as named thunks (apps never patch the kit's endpoints).
export {
  messageAdded,
  chatRead,
  chatRemoved,
  chatsChanged,
  likesChanged,
  creditsChanged,
  sessionUserReceived,
} from './api/shared-data-actions';
export type { KitAction } from './api/shared-data-actions';
export { showcaseApi, useKitGetShowcaseQuery } from './api/showcase-api';
export type { ShowcaseArgs } from './api/showcase-api';
export { useLikesSummary, useUnreadMessages } from './api/use-summaries';
export { emptyChatsSummary, unreadMessagesOf } from './api/chats-summary';
export type { ChatsSummary, ChatsSummaryEntry } from './api/chats-summary';
// The page's one realtime socket (/api/realtime): the shell mounts RealtimeConnection, apps listen.
export { RealtimeClient, realtimeClient } from './api/realtime/realtime-client';
export type { RealtimeClientOptions, RealtimeListener, RealtimeSocket } from './api/realtime/realtime-client';
export { RealtimeConnection } from './api/realtime/realtime-connection';
export { useRealtimeEvents } from './api/realtime/use-realtime-events';
export { applyCounts } from './api/realtime/apply-counts';
export { toApiError, apiErrorOf, fieldOf, translateApiError } from './api/api-error';
export type { ApiError, ApiErrorDetail } from './api/api-error';

// Session: who is logged in, their credits, the locale and server logouts.
export { useSession, useCreditBalance } from './session/use-session';
export type { Session } from './session/use-session';
export {
  sessionSlice,
  authenticationLost,
  localeChanged,
  serverLogoutAcknowledged,
  selectLocale,
  selectLoggedOutByServer,
} from './session/session-slice';

// Payments: the time bonus, the active discount and its countdown, money formatting.
export { paymentsKitApi, useLazyKitGetDiscountCodeQuery } from './payments/payments-api';
export type { DiscountCodeArgs } from './payments/payments-api';
export { useTimeBonus } from './payments/use-time-bonus';
export { useActiveDiscount } from './payments/use-active-discount';
export type { ActiveDiscount } from './payments/use-active-discount';
export { useCountdown, formatCountdown, secondsUntil } from './payments/use-countdown';
export { Countdown } from './payments/countdown';
export type { CountdownProps } from './payments/countdown';
export { formatMoney } from './payments/format-money';

// Store: the store factory, typed hooks, and RTK's createSlice for an app's own slice.
export { createAppStore, rootReducer } from './store/create-app-store';
export type { AppStore, AppDispatch, RootState, LazyLoadedSlices } from './store/create-app-store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
// An app's own state slice joins the kit's store with the kit's Redux Toolkit: apps never import RTK.
export { createSlice } from '@reduxjs/toolkit';
export type { PayloadAction } from '@reduxjs/toolkit';

// I18n: locales, message catalogues and translated texts.
export { locales, defaultLocale, isLocale, localeFromTag, loadMessages, readLocaleCookie, initialLocale } from './i18n/locales';
export type { Locale, Messages, MessagesLoader } from './i18n/locales';
export { AppMessagesProvider, preloadAppMessages } from './i18n/app-messages-provider';
export { withAppMessages } from './i18n/with-app-messages';
export { loadKitMessages, preloadKitMessages } from './i18n/kit-messages';
export { apiErrorMessagePrefix, kitApiErrorText } from './i18n/api-error-text';
export { formatMessageById } from './i18n/format-message-by-id';
export { siteText } from './i18n/site-text';

// Providers: what wraps an app in the shell or standalone.
export { KitProviders } from './providers/kit-providers';
export type { KitProvidersProps } from './providers/kit-providers';
export { mountStandalone } from './providers/mount-standalone';

// Layout: the page frame and focus on page change.
export { PageFrame } from './layout/page-frame';
export type { PageFrameProps } from './layout/page-frame';
export { requestRouteFocus, onPageAnnounced, focusPageHeading } from './layout/route-focus';

// Routing: which app owns which route.
export { remoteNames } from './routing/route-handle';
export type { AppName, LayoutName, RemoteName, RouteHandle } from './routing/route-handle';
export { routeFamilies, familyOfPath, remoteRouteInfo, slugLanderKinds, usesDefaultLayout } from './routing/route-contract';
export type { RouteFamily } from './routing/route-contract';

// The router, listed here only: the kit is the only importer of react-router-dom (ESLint keeps apps from importing it).
// The kit is one shared singleton, so the router code and its context exist once on a page (through the shell's copy
// of the kit) without sharing react-router-dom itself: a shared package ships whole, while this way the build keeps
// only what is listed. Add a name here when an app needs more of the router.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  isRouteErrorResponse,
  matchPath,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutlet,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';

// Tracking: the traffic source a visitor arrived with.
export {
  trackingStorage,
  trackingKeys,
  trackingFromSearch,
  trackingStorageKey,
  trackingMaxAgeMs,
  hasTrafficSource,
} from './tracking/tracking-storage';
export type { TrackingKey, TrackingParams, TrackingStorageDeps } from './tracking/tracking-storage';
export { signupHref } from './tracking/signup-href';
export type { SignupPrefill } from './tracking/signup-href';

// Push: the key the shell's toggle and the sign-up's last step subscribe with.
export { applicationServerKey } from './push/application-server-key';

// Dismissals: what a member closed on this device, never shown again.
export { dismissalLog } from './storage/dismissal-log';

// Recovery: one reload when a deployed app's chunk is gone.
export {
  isChunkLoadError,
  reloadOnceForChunkError,
  installChunkLoadRecovery,
  chunkReloadStorageKey,
  chunkReloadInterval,
} from './recovery/chunk-load-recovery';
export type { ChunkReloadDeps } from './recovery/chunk-load-recovery';

// Signup modal: any app opens it, the shell mounts the modal that reads it.
export { signupModalSlice, signupModalOpened, signupModalClosed, selectSignupModalRequest } from './signup/signup-modal-slice';
export type { SignupModalRequest, SignupReason } from './signup/signup-modal-slice';
export { useSignupModal } from './signup/use-signup-modal';

// Prepaint: the page the server painted into the HTML, released when the app's page is ready.
export {
  hasPrepaint,
  releasePrepaint,
  releasePrepaintWhenLoaded,
  PREPAINT_ID,
  PREPAINT_STYLE_ATTRIBUTE,
} from './prepaint/release-prepaint';
export { usePrepaintRelease, usePrepaintReleaseWhen } from './prepaint/use-prepaint-release';
export { isPaintedMemberPath, isPaintedPath } from './prepaint/painted-paths';

// API contracts: the request and response types of the API routes the apps call.
export type {
  SiteSettings,
  CurrentUser,
  CurrentUserResponse,
  Interest,
  InterestsResponse,
  Region,
  RegionsResponse,
  CompanyInfo,
  MembersQuery,
  MembersResponse,
  ProfileSummary,
  ShowcaseMember,
  ShowcaseQuery,
  ShowcaseResponse,
  MemberProfile,
  MemberProfileAttributes,
  MemberProfilePhoto,
  MemberProfileResponse,
  MatchFinderResponse,
  ProfileViewer,
  OwnProfile,
  OwnPhoto,
  ProfileResponse,
  ProfileUpdate,
  GeocodeResponse,
  PhotoResponse,
  PhotosResponse,
  NotificationSettings,
  NotificationSettingsUpdate,
  EmailBlockReason,
  ComplaintBody,
  ComplaintSubject,
  ComplaintResponse,
  NotificationKind,
  PhotoStatus,
  LikesResponse,
  LikedByEntry,
  GivenLike,
  LikeResult,
  LikeSource,
  UnlikeResult,
  LikesSeenResult,
  AutoLikeResponse,
  ReportBody,
  ReportKind,
  ReportReason,
  ReportResult,
  DecisionResult,
  ModerationPhoto,
  ModerationPhotosResponse,
  ModerationReport,
  ModerationReportsResponse,
  ModerationFlag,
  ModerationFlagsResponse,
  FlagDecisionBody,
  MemberWarning,
  MemberWarningsResponse,
  AcknowledgeWarningBody,
  AcknowledgeWarningResult,
  PhotoDecisionBody,
  PhotoRejectionReason,
  ReportDecisionBody,
  SanctionReason,
  FictionalFlag,
  FictionalProfileDecisionBody,
  ModerationFictionalProfile,
  ModerationFictionalProfilesResponse,
  ModerationVerification,
  ModerationVerificationsResponse,
  VerificationDecisionBody,
  VerificationPose,
  VerificationRejectionReason,
  VerificationState,
  BlockResult,
  BlockedEntry,
  BlocksResponse,
  SwipeGameResponse,
  SwipePassResult,
  SwipeUndoResult,
  AccountErrorCode,
  AccountUserResponse,
  DeleteAccountBody,
  DeleteAccountResponse,
  DeleteReason,
  LanguageBody,
  LoginBody,
  MailChangeBody,
  MailChangeConfirmBody,
  PushSubscriptionBody,
  ResetPasswordBody,
  ResetRequestBody,
  SentResponse,
  SignupBody,
  SignupTracking,
  SubscribedResponse,
  ChatEntry,
  ChatsResponse,
  ChatMessage,
  ChatResponse,
  ChatImage,
  Gift,
  GiftsResponse,
  IcebreakersResponse,
  LastMessage,
  MessageKind,
  SendMessageBody,
  SendMessageResponse,
  DeleteChatBody,
  DeleteChatResponse,
  RealtimeEvent,
  ClientTypingFrame,
  LastReaction,
  MessageReaction,
  ReactionBody,
  ReactionEmoji,
  ReactionResponse,
  TimeBonus,
  TimeBonusResponse,
  DiscountCode,
  DiscountCodeResponse,
  DirectDebitBody,
  DirectDebitStarted,
  Order,
  OrderCreatedResponse,
  PaymentErrorCode,
  PaymentMethod,
  PaymentMethodOption,
  CreditBundle,
  CreditsResponse,
  OrderQuote,
  OrderStatus,
  AppliedDiscount,
  TransactionsResponse,
  TransactionResponse,
  CreditStatementResponse,
  StatementEntry,
  StatementKind,
  BoostResult,
  BoostState,
  BoostSummary,
  Visitor,
  VisitorsResponse,
} from './api/contracts';

// The design kit's parts apps import from the root: the member card (search and likes remotes), icons, newer parts.
export { MemberCard } from './ui/member-card/member-card';
export type { MemberCardProfile, MemberCardProps } from './ui/member-card/types';
export { createIcon } from './icons/create-icon';
export type { IconComponent, IconProps } from './icons/types';
export {
  SearchIcon,
  HeartIcon,
  ChatIcon,
  CoinIcon,
  CrownIcon,
  UserIcon,
  BellIcon,
  CloseIcon,
  MoreIcon,
  BackIcon,
  ForwardIcon,
  GiftIcon,
  CameraIcon,
  ImageIcon,
  SendIcon,
  CheckIcon,
  StarIcon,
  LockIcon,
  InfoIcon,
  WarningIcon,
  BlockIcon,
  FlagIcon,
  FilterIcon,
  PlusIcon,
  LocationIcon,
  NopeIcon,
  HomeIcon,
  MenuIcon,
  GlobeIcon,
} from './icons/index';
export { Skeleton, SkeletonText } from './ui/skeleton/skeleton';
export type { SkeletonProps, SkeletonRadius, SkeletonTextProps } from './ui/skeleton/types';
export { Chip } from './ui/chip/chip';
export type { ChipProps } from './ui/chip/types';
export { SegmentedControl } from './ui/segmented-control/segmented-control';
export type { SegmentedControlItem, SegmentedControlProps } from './ui/segmented-control/types';
export { Banner } from './ui/banner/banner';
export type { BannerAction, BannerProps, BannerTone } from './ui/banner/types';
export { BottomTabBar } from './ui/bottom-tab-bar/bottom-tab-bar';
export { bottomTabBarHeight } from './ui/bottom-tab-bar/styles';
export type { BottomTabBadgeTone, BottomTabBarProps, BottomTabItem } from './ui/bottom-tab-bar/types';
export { modalPriority, useModalBlocked, useModalTurn } from './ui/modal/modal-turn';
export type { ModalKind } from './ui/modal/modal-turn';
export { useMediaQuery } from './hooks/use-media-query';
