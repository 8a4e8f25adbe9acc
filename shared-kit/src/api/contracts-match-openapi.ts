/**
 * Compile-time only: the kit's contract types (contracts.ts, straight from the API's TypeBox schemas) against
 * the client types openapi-typescript generates from the published OpenAPI document. A team that generates a
 * client from the document then sends what the API accepts and reads what the kit reads; a schema the
 * document loses or changes on the way (nullable, unions, query coercion) fails `pnpm typecheck` here.
 * Nothing imports this file; tsc checks it with the rest of src.
 */
import type { paths } from '@dating/api/contracts/openapi-paths';
import type {
  ChatResponse,
  ChatsResponse,
  CompanyInfo,
  CreditsResponse,
  CurrentUserResponse,
  DirectDebitBody,
  DiscountCodeResponse,
  InterestsResponse,
  LikeResult,
  LikeSource,
  LikesResponse,
  LoginBody,
  MembersQuery,
  MembersResponse,
  NotificationSettingsUpdate,
  OrderCreatedResponse,
  ProfileUpdate,
  RegionsResponse,
  SendMessageBody,
  SendMessageResponse,
  ShowcaseQuery,
  ShowcaseResponse,
  SignupBody,
  SiteSettings,
  TimeBonusResponse,
  UnlikeResult,
} from './contracts';

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
/** The JSON the API answers with this status, as the document says. */
type Answer<P extends keyof paths, M extends Method, S extends number> = Json<
  Operation<P, M> extends { responses: infer R } ? (S extends keyof R ? R[S] : never) : never
>;
/** The JSON body the document accepts. */
type Body<P extends keyof paths, M extends Method> = Json<NonNullable<Operation<P, M>['requestBody']>>;
/** The query string the document accepts. */
type Query<P extends keyof paths, M extends Method> = NonNullable<Operation<P, M>['parameters']['query']>;

/** A value of From is a value of To (never counts as not fitting, so a missing answer fails). */
type Fits<From, To> = [From] extends [never] ? false : [From] extends [To] ? true : false;
/** Both ways: the document describes exactly the kit's type. */
type Same<A, B> = Fits<A, B> extends true ? Fits<B, A> : false;
function check<T extends true>(_proof?: T): void {}
/** The checks can fail: a pair that must not match compiles only while it does not. */
function checkNot<T extends false>(_proof?: T): void {}

// Answers: what the document says the API sends is what the kit reads.
check<Same<Answer<'/api/settings.php', 'get', 200>, SiteSettings>>();
check<Same<Answer<'/api/user.php', 'get', 200>, CurrentUserResponse>>();
check<Same<Answer<'/api/interests.php', 'get', 200>, InterestsResponse>>();
check<Same<Answer<'/api/regions.php', 'get', 200>, RegionsResponse>>();
check<Same<Answer<'/api/companyinfo.php', 'get', 200>, CompanyInfo>>();
check<Same<Answer<'/api/members.php', 'get', 200>, MembersResponse>>();
check<Same<Answer<'/api/showcase.php', 'get', 200>, ShowcaseResponse>>();
check<Same<Answer<'/api/likes.php', 'get', 200>, LikesResponse>>();
check<Same<Answer<'/api/like.php', 'post', 200>, LikeResult>>();
check<Same<Answer<'/api/like.php', 'delete', 200>, UnlikeResult>>();
check<Same<Answer<'/api/chats.php', 'get', 200>, ChatsResponse>>();
check<Same<Answer<'/api/chat.php', 'get', 200>, ChatResponse>>();
check<Same<Answer<'/api/chat.php', 'post', 200>, SendMessageResponse>>();
check<Same<Answer<'/api/timebonus.php', 'get', 200>, TimeBonusResponse>>();
check<Same<Answer<'/api/discountcode.php', 'get', 200>, DiscountCodeResponse>>();
check<Same<Answer<'/api/credits.php', 'get', 200>, CreditsResponse>>();
check<Same<Answer<'/api/order.php', 'post', 201>, OrderCreatedResponse>>();

// Requests: what the kit sends is what the document accepts.
check<Fits<LoginBody, Body<'/api/user.php', 'post'>>>();
check<Fits<SignupBody, Body<'/api/signup.php', 'post'>>>();
check<Fits<SendMessageBody, Body<'/api/chat.php', 'post'>>>();
check<Fits<ProfileUpdate, Body<'/api/profile.php', 'put'>>>();
check<Fits<NotificationSettingsUpdate, Body<'/api/notifications.php', 'put'>>>();
check<Fits<DirectDebitBody, Body<'/api/directdebit.php', 'post'>>>();
// kitLike and kitUnlike (api/shared-data-api.ts).
check<Fits<{ profile_id: number }, Body<'/api/like.php', 'post'>>>();
check<Fits<{ source: LikeSource }, Query<'/api/like.php', 'post'>>>();
check<Fits<{ profile_id: number }, Body<'/api/like.php', 'delete'>>>();
check<Fits<MembersQuery, Query<'/api/members.php', 'get'>>>();
check<Fits<Partial<ShowcaseQuery>, Query<'/api/showcase.php', 'get'>>>();

// The checks can fail: another call's answer, a wrong field type, a call the document lacks.
// Another call's answer: the member search's answer is not the settings answer.
checkNot<Same<Answer<'/api/members.php', 'get', 200>, SiteSettings>>();
// A wrong field type: a string where the document has a number.
checkNot<Fits<{ profile_id: string }, Body<'/api/like.php', 'post'>>>();
// A call the document lacks: settings.php answers 200 only.
checkNot<Same<Answer<'/api/settings.php', 'get', 201>, SiteSettings>>();
