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
import { setLanguage, upsertPushSubscription } from '../repositories/accounts.ts';
import { accountContext } from '../services/account/context.ts';
import { requestDeletion } from '../services/account/deletion.ts';
import { accountError, handleAccountError } from '../services/account/errors.ts';
import { login } from '../services/account/login.ts';
import { clearSessionCookie, setLocaleCookie, startSession } from '../services/account/sessions.ts';
import { loadUser, loadUserOrNull } from '../services/account/user.ts';

/** /api/user.php: the current user (GET), login or push subscription (POST), language (PUT), deletion (DELETE). */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler(handleAccountError);

  app.get(
    '/api/user.php',
    { schema: { headers: ClientHeaders, response: { 200: UserResponse, ...ErrorResponses } } },
    async (request) => {
      if (request.memberId === null) return { user: null };
      return { user: await loadUserOrNull(app, request, request.memberId) };
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
        if (!('subscription' in body)) return reply.status(400).send(missingField('subscription'));
        if (request.memberId === null) throw accountError(403, 'authentication_required');
        const { endpoint, expirationTime, keys } = body.subscription;
        await upsertPushSubscription(app.db, request.memberId, {
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          expirationTime: typeof expirationTime === 'number' ? new Date(expirationTime) : null,
        });
        return { subscribed: true as const };
      }
      if (!('email' in body)) return reply.status(400).send(missingField('email'));
      const ctx = await accountContext(app, request);
      const memberId = await login(ctx, body.email, body.password);
      await startSession(app.db, request, reply, memberId, ctx.now);
      return { user: await loadUser(app, request, memberId) };
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
      return { user: await loadUser(app, request, request.memberId) };
    },
  );

  app.delete(
    '/api/user.php',
    { schema: { body: DeleteAccountBody, response: { 200: DeleteAccountResponse, ...MemberErrorResponses } } },
    async (request, reply) => {
      if (request.memberId === null) throw accountError(403, 'authentication_required');
      const ctx = await accountContext(app, request);
      const until = await requestDeletion(ctx, request.memberId, request.body);
      clearSessionCookie(request, reply);
      return { status: 'deletion_requested' as const, reactivate_until: until.toISOString() };
    },
  );
};

function missingField(field: string) {
  return {
    error: 'validation_failed',
    message: `body must have required property '${field}'`,
    details: [{ path: `body/${field}`, message: 'is required' }],
  };
}
