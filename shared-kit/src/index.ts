// The public API of the kit's core; the design kit is under '@dating/shared-kit/ui' and '/theme'
// (its newer parts and the icons are exported here as well, which is where apps import them from).
export { baseApi, baseTagTypes } from './api/base-api';
export { CALL_BOUNDS_MS, callBoundMs, createBaseQuery, exponentialDelay, isAuthenticationRequired } from './api/base-query';
export { provideBootAnswers } from './api/boot-answers';
export type { BaseQueryOptions, SiteQueryExtraOptions } from './api/base-query';
export { apiReachabilitySlice, apiReachable, apiUnreachable, isApiUnreachableError, selectApiReachable } from './api/api-reachability';
export { refetchFailedQueries } from './api/refetch-failed-queries';
export {
  coreApi,
  useGetSettingsQuery,
  useGetCurrentUserQuery,
  useGetInterestsQuery,
  useGetRegionsQuery,
  useGetCompanyInfoQuery,
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
export { membersApi, useKitGetMemberQuery, useKitGetMembersQuery, useKitBlockMutation, useKitUnblockMutation } from './api/members-api';
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
export { useSession, useCreditBalance } from './session/use-session';
export type { Session } from './session/use-session';
export { toApiError, apiErrorOf, fieldOf, translateApiError } from './api/api-error';
export type { ApiError, ApiErrorDetail } from './api/api-error';
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
} from './api/contracts';
export type { ShowcaseMember, ShowcaseQuery, ShowcaseResponse } from './api/contracts';
export type {
  MemberProfile,
  MemberProfileAttributes,
  MemberProfilePhoto,
  MemberProfileResponse,
  MatchFinderResponse,
  ProfileViewer,
} from './api/contracts';
export type {
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
} from './api/contracts';
export type {
  LikesResponse,
  LikedByEntry,
  GivenLike,
  LikeResult,
  LikeSource,
  UnlikeResult,
  LikesSeenResult,
  AutoLikeResponse,
  BlockResult,
  BlockedEntry,
  BlocksResponse,
  SwipeGameResponse,
  SwipePassResult,
} from './api/contracts';
export type {
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
} from './api/contracts';
export type {
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
} from './api/contracts';
export type {
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
} from './api/contracts';
// Discounts several apps show: the time bonus, the active discount and its countdown.
export { paymentsKitApi } from './payments/payments-api';
export { useTimeBonus } from './payments/use-time-bonus';
export { useActiveDiscount } from './payments/use-active-discount';
export type { ActiveDiscount } from './payments/use-active-discount';
export { useCountdown, formatCountdown, secondsUntil } from './payments/use-countdown';
export { Countdown } from './payments/countdown';
export { formatMoney } from './payments/format-money';
export type { CountdownProps } from './payments/countdown';
export { createAppStore, rootReducer } from './store/create-app-store';
export type { AppStore, AppDispatch, RootState, LazyLoadedSlices } from './store/create-app-store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
// An app's own state slice joins the kit's store with the kit's Redux Toolkit: apps never import RTK.
export { createSlice } from '@reduxjs/toolkit';
export type { PayloadAction } from '@reduxjs/toolkit';
export {
  sessionSlice,
  authenticationLost,
  localeChanged,
  serverLogoutAcknowledged,
  selectLocale,
  selectLoggedOutByServer,
} from './session/session-slice';
export { locales, defaultLocale, isLocale, localeFromTag, loadMessages, readLocaleCookie, initialLocale } from './i18n/locales';
export type { Locale, Messages, MessagesLoader } from './i18n/locales';
export { AppMessagesProvider, preloadAppMessages } from './i18n/app-messages-provider';
export { withAppMessages } from './i18n/with-app-messages';
export { loadKitMessages, preloadKitMessages } from './i18n/kit-messages';
export { apiErrorMessagePrefix, kitApiErrorText } from './i18n/api-error-text';
export { formatMessageById } from './i18n/format-message-by-id';
export { KitProviders } from './providers/kit-providers';
export type { KitProvidersProps } from './providers/kit-providers';
export { mountStandalone } from './providers/mount-standalone';
// The member card is shared by the search and the likes remotes; it is also reachable from the kit's root.
export { MemberCard } from './ui/member-card/member-card';
export type { MemberCardProfile, MemberCardProps } from './ui/member-card/types';
export { PageFrame } from './layout/page-frame';
export type { PageFrameProps } from './layout/page-frame';
export { requestRouteFocus, onPageAnnounced, focusPageHeading } from './layout/route-focus';
export { siteText } from './i18n/site-text';
export { remoteNames } from './routing/route-handle';
export type { AppName, LayoutName, RemoteName, RouteHandle } from './routing/route-handle';
export { routeFamilies, familyOfPath, remoteRouteInfo, slugLanderKinds, usesDefaultLayout } from './routing/route-contract';
export type { RouteFamily } from './routing/route-contract';
// The router: apps import it from here, never from react-router-dom (one copy, one context on the page).
// routing/router.ts is the one list of what the apps get.
export * from './routing/router';
export {
  trackingStorage,
  trackingKeys,
  trackingFromSearch,
  trackingStorageKey,
  trackingMaxAgeMs,
  hasTrafficSource,
} from './tracking/tracking-storage';
export type { TrackingKey, TrackingParams, TrackingStorageDeps } from './tracking/tracking-storage';
export {
  isChunkLoadError,
  reloadOnceForChunkError,
  installChunkLoadRecovery,
  chunkReloadStorageKey,
  chunkReloadInterval,
} from './recovery/chunk-load-recovery';
export type { ChunkReloadDeps } from './recovery/chunk-load-recovery';
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
// The design direction's newer kit parts (also under '@dating/shared-kit/ui').
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
// The signup modal: any app opens it, the shell mounts mfe-signup's modal that reads it.
export { signupModalSlice, signupModalOpened, signupModalClosed, selectSignupModalRequest } from './signup/signup-modal-slice';
export type { SignupModalRequest, SignupReason } from './signup/signup-modal-slice';
export { useSignupModal } from './signup/use-signup-modal';
// The page the server painted into the HTML (landers, home page): released when the app's page is ready.
export {
  hasPrepaint,
  isPaintedMemberPath,
  isPaintedPath,
  releasePrepaint,
  releasePrepaintWhenLoaded,
  usePrepaintRelease,
  usePrepaintReleaseWhen,
  PREPAINT_ID,
  PREPAINT_STYLE_ATTRIBUTE,
} from './prepaint';
