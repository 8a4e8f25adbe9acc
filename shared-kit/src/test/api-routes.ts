/**
 * The API's answers by call, typed by the API's TypeBox contracts (the same types the apps compile
 * against), so a mock that answers the wrong shape fails the type check instead of passing a test.
 * Keys are `METHOD file.php`, as the apps call them under /api/.
 */
import type { ErrorResponse } from '@dating/api/contracts/common';
import type { SentResponse } from '@dating/api/contracts/account';
import type {
  AccountUserResponse,
  AutoLikeResponse,
  BlockResult,
  BlocksResponse,
  ChatResponse,
  ChatsResponse,
  DeleteChatResponse,
  GiftsResponse,
  IcebreakersResponse,
  SendMessageResponse,
  ReactionResponse,
  CompanyInfo,
  ComplaintResponse,
  CurrentUserResponse,
  DeleteAccountResponse,
  DirectDebitStarted,
  DiscountCodeResponse,
  OrderCreatedResponse,
  TimeBonusResponse,
  CreditsResponse,
  OrderQuote,
  TransactionsResponse,
  TransactionResponse,
  CreditStatementResponse,
  VisitorsResponse,
  GeocodeResponse,
  InterestsResponse,
  LikeResult,
  LikesResponse,
  LikesSeenResult,
  MatchFinderResponse,
  MemberProfileResponse,
  MembersResponse,
  NotificationSettings,
  PhotoResponse,
  PhotosResponse,
  ProfileResponse,
  RegionsResponse,
  SiteSettings,
  SubscribedResponse,
  SwipeGameResponse,
  SwipePassResult,
  SwipeUndoResult,
  BoostResult,
  BoostState,
  ShowcaseResponse,
  UnlikeResult,
} from '../api/contracts';

export type { ErrorResponse as ApiErrorBody };

export interface ApiRoutes {
  'GET settings.php': SiteSettings;
  'GET companyinfo.php': CompanyInfo;
  'GET interests.php': InterestsResponse;
  'GET regions.php': RegionsResponse;
  'GET user.php': CurrentUserResponse;
  /** Login, and with `?push=1` the push subscription. */
  'POST user.php': CurrentUserResponse | AccountUserResponse | SubscribedResponse;
  'PUT user.php': CurrentUserResponse | AccountUserResponse;
  'DELETE user.php': DeleteAccountResponse;
  'GET logout.php': CurrentUserResponse;
  'POST activate.php': SentResponse;
  'POST reset-password.php': SentResponse;
  'PUT reset-password.php': CurrentUserResponse | AccountUserResponse;
  'PUT mail-change.php': CurrentUserResponse | AccountUserResponse;
  'GET members.php': MembersResponse;
  /** Public faces for landers and the home page (visitors too). */
  'GET showcase.php': ShowcaseResponse;
  'GET member.php': MemberProfileResponse;
  'GET match-finder.php': MatchFinderResponse;
  'GET profile.php': ProfileResponse;
  'PUT profile.php': ProfileResponse;
  'GET geocode.php': GeocodeResponse;
  'GET photos.php': PhotosResponse;
  'POST photos.php': PhotoResponse;
  'PUT photos.php': PhotosResponse;
  'DELETE photos.php': PhotosResponse;
  'GET notifications.php': NotificationSettings;
  'PUT notifications.php': NotificationSettings;
  'POST complaints.php': ComplaintResponse;
  'GET likes.php': LikesResponse;
  'POST likes-seen.php': LikesSeenResult;
  'POST like.php': LikeResult;
  'DELETE like.php': UnlikeResult;
  'GET auto-like.php': AutoLikeResponse;
  'GET swipe-game.php': SwipeGameResponse;
  'POST swipe-pass.php': SwipePassResult;
  'POST swipe-undo.php': SwipeUndoResult;
  'GET boost.php': BoostState;
  'POST boost.php': BoostResult;
  'POST block.php': BlockResult;
  'DELETE block.php': BlockResult;
  'GET blocks.php': BlocksResponse;
  /** The chat list and the unread badge; the kit reads a 404 as no conversations. */
  'GET chats.php': ChatsResponse;
  /** One page of a conversation (`?conversation=&before=`). */
  'GET chat.php': ChatResponse;
  /** A send: JSON for text and gift, multipart/form-data (with a `file` part) for an image. */
  'POST chat.php': SendMessageResponse;
  'DELETE chat.php': DeleteChatResponse;
  /** A reaction set, replaced or removed: the message's reactions now. */
  'POST chat-reaction.php': ReactionResponse;
  'GET gifts.php': GiftsResponse;
  'GET icebreakers.php': IcebreakersResponse;
  /** The member's time bonus (TIMEBONUS25) or null. */
  'GET timebonus.php': TimeBonusResponse;
  /** A code's rules (`?code=`), or the member's welcome code (`?welcome=true`). */
  'GET discountcode.php': DiscountCodeResponse;
  /** Step 1 of the direct-debit form: the mandate, and the SMS code sent. */
  'POST directdebit.php': DirectDebitStarted;
  /** Step 2: the SMS code; the order it starts (pending until the debit settles). */
  'POST directdebit-code.php': OrderCreatedResponse;
  'POST directdebit-resend.php': DirectDebitStarted;
  /** The credit shop: bundles and methods of the member's country, and the last paid order. */
  'GET credits.php': CreditsResponse;
  /** The order overview priced by the server (`?bundle_id&method[&code]`). */
  'GET order-quote.php': OrderQuote;
  /** A new order and where to send the browser (the hosted checkout). */
  'POST order.php': OrderCreatedResponse;
  /** The member's orders, or one order with `?id=`. */
  'GET transactions.php': TransactionsResponse | TransactionResponse;
  'GET credit-statement.php': CreditStatementResponse;
  'GET visitors.php': VisitorsResponse;
  /** The last paid order again. */
  'POST repeat-order.php': OrderCreatedResponse;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/** A known call, or any other `METHOD file.php` (answered untyped), or `file.php` for every method. */
export type ApiRouteKey = keyof ApiRoutes | `${ApiMethod} ${string}` | `${string}.php`;

/** The body a route answers with on success; an error answer always has the API's `{ error, message }`. */
export type ApiBody<K extends ApiRouteKey> = K extends keyof ApiRoutes ? ApiRoutes[K] | ErrorResponse : unknown;
