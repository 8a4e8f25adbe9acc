import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeleteAccountBody,
  DeleteAccountResponse,
  LanguageBody,
  SubscribedResponse,
  UserPostBody,
  UserPostQuery,
} from '../contracts/account.ts';
import { ErrorResponses, MemberErrorResponses } from '../contracts/common.ts';
import { LOGIN_LIMIT } from '../lib/rate-limit/limits.ts';
import { ClientHeaders, UserResponse } from '../contracts/user.ts';
import { setLanguage } from '../repositories/accounts.ts';
import type { HostResolver } from '../services/push/push-endpoint.ts';
import { subscribePush } from '../services/push/subscribe-push.ts';
import { requestDeletion } from '../services/account/deletion.ts';
import { AppError } from '../lib/app-error.ts';
import { memberIdOf, requireMember } from '../plugins/require-member.ts';
import { login } from '../services/account/login.ts';
import { loadUser, loadUserOrNull } from '../services/account/user.ts';
import { requestContext } from './request-context.ts';
import { clearSessionCookie, setLocaleCookie, startSession } from './session-cookies.ts';
import { HOT_READ_LOG_LEVEL } from '../lib/hot-reads.ts';

/** /api/user.php: the current user (GET), login or push subscription (POST), language (PUT), deletion (DELETE). */
export const userRoutes: FastifyPluginAsyncTypebox<{ resolveHost?: HostResolver | undefined }> = async (app, options) => {
  app.get(
    '/api/user.php',
    { logLevel: HOT_READ_LOG_LEVEL, schema: { headers: ClientHeaders, response: { 200: UserResponse, ...ErrorResponses } } },
    async (request) => {
      if (request.memberId === null) return { user: null };
      return { user: await loadUserOrNull(app.db, request.site, request.memberId) };
    },
  );

  app.post(
    '/api/user.php',
    {
      config: { rateLimits: [LOGIN_LIMIT] },
      schema: {
        querystring: UserPostQuery,
        body: UserPostBody,
        response: { 200: { anyOf: [UserResponse, SubscribedResponse] }, ...MemberErrorResponses },
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (request.query.push === '1') {
        if (!('subscription' in body)) throw missingField('subscription');
        const memberId = memberIdOf(request);
        const { endpoint, expirationTime, keys } = body.subscription;
        const subscription = {
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          expirationTime: typeof expirationTime === 'number' ? new Date(expirationTime) : null,
        };
        await subscribePush(app.db, memberId, subscription, app.now(), options.resolveHost);
        return { subscribed: true as const };
      }
      if (!('email' in body)) throw missingField('email');
      const memberId = await login(requestContext(request), body.email, body.password);
      await startSession(request, reply, memberId);
      return { user: await loadUser(app.db, request.site, memberId) };
    },
  );

  app.put(
    '/api/user.php',
    { schema: { body: LanguageBody, response: { 200: UserResponse, ...ErrorResponses } } },
    async (request, reply) => {
      const { language } = request.body;
      setLocaleCookie(request, reply, language);
      if (request.memberId === null) return { user: null };
      await setLanguage(app.db, request.memberId, language);
      return { user: await loadUser(app.db, request.site, request.memberId) };
    },
  );

  app.delete(
    '/api/user.php',
    {
      preValidation: requireMember,
      schema: { body: DeleteAccountBody, response: { 200: DeleteAccountResponse, ...MemberErrorResponses } },
    },
    async (request, reply) => {
      const until = await requestDeletion(requestContext(request), memberIdOf(request), request.body);
      clearSessionCookie(request, reply);
      return { status: 'deletion_requested' as const, reactivate_until: until.toISOString() };
    },
  );
};

/** The body has one of two shapes; the schema's anyOf cannot say which field is missing, this does. */
function missingField(field: string): AppError {
  return new AppError(400, 'validation_failed', `body must have required property '${field}'`, undefined, [
    { path: `body/${field}`, code: 'required', message: 'is required' },
  ]);
}
