// The public API of the kit's core, one section per concern. Each concern's folder index lists its public names;
// this file re-exports them by name (no `export *`), so the kit's public surface is read and reviewed here.
// The design kit is under '@dating/shared-kit/ui' and '/theme'; its newer parts and the icons are exported
// here as well, which is where apps import them from.

// API: the one RTK Query slice, its endpoints and hooks, the realtime socket and API errors.
export {
  baseApi,
  baseTagTypes,
  CALL_BOUNDS_MS,
  callBoundMs,
  createBaseQuery,
  exponentialDelay,
  isAuthenticationRequired,
  provideBootAnswers,
  apiReachabilitySlice,
  apiReachable,
  apiUnreachable,
  isApiUnreachableError,
  selectApiReachable,
  refetchFailedQueries,
  coreApi,
  useGetSettingsQuery,
  useGetCurrentUserQuery,
  useGetInterestsQuery,
  useGetRegionsQuery,
  useGetCompanyInfoQuery,
  useKitResendActivationMutation,
  sharedDataApi,
  useKitGetLikesQuery,
  useKitGetChatsQuery,
  useKitLikeMutation,
  useKitUnlikeMutation,
  membersApi,
  useKitGetMemberQuery,
  useKitGetMembersQuery,
  useKitBlockMutation,
  useKitUnblockMutation,
  useKitReportMutation,
  messageAdded,
  chatRead,
  chatRemoved,
  chatsChanged,
  likesChanged,
  creditsChanged,
  sessionUserReceived,
  showcaseApi,
  useKitGetShowcaseQuery,
  useLikesSummary,
  useUnreadMessages,
  emptyChatsSummary,
  unreadMessagesOf,
  RealtimeClient,
  realtimeClient,
  RealtimeConnection,
  useRealtimeEvents,
  applyCounts,
  toApiError,
  apiErrorOf,
  fieldOf,
  translateApiError,
} from './api';
export type {
  BaseQueryOptions,
  SiteQueryExtraOptions,
  LikeProfileArgs,
  MembersArgs,
  KitAction,
  ShowcaseArgs,
  ChatsSummary,
  ChatsSummaryEntry,
  RealtimeClientOptions,
  RealtimeListener,
  RealtimeSocket,
  ApiError,
  ApiErrorDetail,
} from './api';

// Session: who is logged in, their credits, the locale and server logouts.
export {
  useSession,
  useCreditBalance,
  sessionSlice,
  authenticationLost,
  localeChanged,
  serverLogoutAcknowledged,
  selectLocale,
  selectLoggedOutByServer,
} from './session';
export type { Session } from './session';

// Payments: the time bonus, the active discount and its countdown, money formatting.
export {
  paymentsKitApi,
  useLazyKitGetDiscountCodeQuery,
  useTimeBonus,
  useActiveDiscount,
  useCountdown,
  formatCountdown,
  secondsUntil,
  Countdown,
  formatMoney,
} from './payments';
export type { ActiveDiscount, CountdownProps, DiscountCodeArgs } from './payments';

// Store: the store factory, typed hooks, and RTK's createSlice for an app's own slice.
export { createAppStore, rootReducer, useAppDispatch, useAppSelector, useAppStore, createSlice } from './store';
export type { AppStore, AppDispatch, RootState, LazyLoadedSlices, PayloadAction } from './store';

// I18n: locales, message catalogues and translated texts.
export {
  locales,
  defaultLocale,
  isLocale,
  localeFromTag,
  loadMessages,
  readLocaleCookie,
  initialLocale,
  AppMessagesProvider,
  preloadAppMessages,
  withAppMessages,
  loadKitMessages,
  preloadKitMessages,
  apiErrorMessagePrefix,
  kitApiErrorText,
  formatMessageById,
  siteText,
} from './i18n';
export type { Locale, Messages, MessagesLoader } from './i18n';

// Providers: what wraps an app in the shell or standalone.
export { KitProviders, mountStandalone } from './providers';
export type { KitProvidersProps } from './providers';

// Layout: the page frame and focus on page change.
export { PageFrame, requestRouteFocus, onPageAnnounced, focusPageHeading } from './layout';
export type { PageFrameProps } from './layout';

// Routing: which app owns which route.
export { remoteNames, routeFamilies, familyOfPath, remoteRouteInfo, slugLanderKinds, usesDefaultLayout } from './routing';
export type { AppName, LayoutName, RemoteName, RouteHandle, RouteFamily } from './routing';

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
export { trackingStorage, trackingKeys, trackingFromSearch, trackingStorageKey, trackingMaxAgeMs, hasTrafficSource } from './tracking';
export type { TrackingKey, TrackingParams, TrackingStorageDeps } from './tracking';

// Recovery: one reload when a deployed app's chunk is gone.
export {
  isChunkLoadError,
  reloadOnceForChunkError,
  installChunkLoadRecovery,
  chunkReloadStorageKey,
  chunkReloadInterval,
} from './recovery';
export type { ChunkReloadDeps } from './recovery';

// Signup modal: any app opens it, the shell mounts the modal that reads it.
export { signupModalSlice, signupModalOpened, signupModalClosed, selectSignupModalRequest, useSignupModal } from './signup';
export type { SignupModalRequest, SignupReason } from './signup';

// Prepaint: the page the server painted into the HTML, released when the app's page is ready.
export {
  hasPrepaint,
  releasePrepaint,
  releasePrepaintWhenLoaded,
  PREPAINT_ID,
  PREPAINT_STYLE_ATTRIBUTE,
  usePrepaintRelease,
  usePrepaintReleaseWhen,
  isPaintedMemberPath,
  isPaintedPath,
} from './prepaint';

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
