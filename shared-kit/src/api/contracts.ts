/**
 * Response shapes of the core calls every app reads. The API's TypeBox schemas are the one source of
 * truth: the same schemas validate at run time on the server and give these types at compile time here.
 * Type-only imports: nothing of the API ends up in a bundle.
 */
export type { Settings as SiteSettings } from '@dating/api/contracts/settings';
export type { User as CurrentUser, UserResponse as CurrentUserResponse } from '@dating/api/contracts/user';
export type { Interest, InterestsResponse } from '@dating/api/contracts/interests';
export type { Region, RegionsResponse } from '@dating/api/contracts/regions';
export type { CompanyInfo } from '@dating/api/contracts/company-info';
export type {
  MemberSearchQuery as MembersQuery,
  MemberSearchResponse as MembersResponse,
  ProfileSummary,
} from '@dating/api/contracts/members';
export type {
  MemberProfile,
  MemberProfileAttributes,
  MemberProfilePhoto,
  MemberProfileResponse,
  MatchFinderResponse,
  ProfileViewer,
} from '@dating/api/contracts/member-profile';
// The member's own profile, photos, notification settings and complaints (shell screens).
export type {
  OwnProfile,
  OwnPhoto,
  ProfileResponse,
  ProfileUpdate,
  GeocodeResponse,
  PhotoResponse,
  PhotosResponse,
} from '@dating/api/contracts/profile';
export type {
  NotificationSettings,
  NotificationSettingsUpdate,
  EmailBlockReason,
} from '@dating/api/contracts/notifications';
export type { ComplaintBody, ComplaintSubject, ComplaintResponse } from '@dating/api/contracts/complaints';
export type { NotificationKind, PhotoStatus } from '@dating/api/contracts/user';
// Likes, matches, blocks, auto-like and the swipe game (mfe-likes, the shell's badge, the profile page).
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
  SwipeUndoResult,
} from '@dating/api/contracts/likes';
// Reports to the moderators (report.php), from a profile, a photo or a message.
export type { ReportBody, ReportKind, ReportReason, ReportResult } from '@dating/api/contracts/reports';
// The moderators' queues and decisions (/api/moderation/...), for the shell's moderation console.
export type {
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
} from '@dating/api/contracts/moderation';
// The moderators' queue of profiles flagged as fictional.
export type {
  FictionalFlag,
  FictionalProfileDecisionBody,
  ModerationFictionalProfile,
  ModerationFictionalProfilesResponse,
} from '@dating/api/contracts/fictional-profiles';
// Verified profiles by selfie: the member's verification screen and the moderators' queue.
export type {
  ModerationVerification,
  ModerationVerificationsResponse,
  VerificationDecisionBody,
  VerificationPose,
  VerificationRejectionReason,
  VerificationState,
} from '@dating/api/contracts/verification';
// Accounts: signup, login, push subscription, language, deletion, activation, reset, mail change.
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
  SubscribedResponse,
  Tracking as SignupTracking,
} from '@dating/api/contracts/account';
// Chat (mfe-chat, the unread badge) and the realtime socket's events.
export type {
  ChatEntry,
  ChatsResponse,
  ChatMessage,
  ChatQuery,
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
} from '@dating/api/contracts/chat';
export type {
  LastReaction,
  MessageReaction,
  ReactionBody,
  ReactionEmoji,
  ReactionResponse,
} from '@dating/api/contracts/chat-reactions';
export type { RealtimeEvent, ClientTypingFrame } from '@dating/api/contracts/realtime';
// Payments: the time bonus and discount codes (kit hooks), and the direct-debit form (mfe-payments).
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
} from '@dating/api/contracts/payments';
export type { CreditStatementResponse, StatementEntry, StatementKind } from '@dating/api/contracts/credit-statement';
export type { BoostResult, BoostState, BoostSummary } from '@dating/api/contracts/boost';
export type { Visitor, VisitorsResponse } from '@dating/api/contracts/visitors';
export type { ShowcaseMember, ShowcaseQuery, ShowcaseResponse } from '@dating/api/contracts/showcase';
