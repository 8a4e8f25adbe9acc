import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, ErrorResponses } from '../../contracts/common.ts';
import { MailEvent, MailEventResponse, UnsubscribeQuery, UnsubscribeResponse } from '../../contracts/notifications.ts';
import { blockEmailAddress, blockMemberEmail } from '../../repositories/notification-settings.ts';
import { mailEventsSecret, secretMatches } from '../../services/profile/mail-events-secret.ts';
import { verifyUnsubscribeToken } from '../../services/profile/unsubscribe-token.ts';

const MailEventHeaders = Type.Object({ 'x-mail-events-secret': Type.Optional(Type.String({ maxLength: 512 })) });
const BAD_SECRET: ErrorResponse = { error: 'unauthorized', message: 'Ongeldige of ontbrekende X-Mail-Events-Secret.' };
const BAD_TOKEN: ErrorResponse = {
  error: 'invalid_token',
  message: 'Link verlopen of invalide.',
};

/**
 * Spec 4: mail stops after a spam complaint (feedback loop), a bounce or a list-unsubscribe.
 * Both routes are called by machines without the client's X-Request-Type header, hence csrf: false; the
 * webhook authenticates with a shared secret, the unsubscribe link with a per-member HMAC.
 */
export const mailEventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" form-encoded; the body carries nothing else.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  app.post(
    '/api/mail-events.php',
    {
      config: { csrf: false },
      schema: { headers: MailEventHeaders, body: MailEvent, response: { 200: MailEventResponse, 401: ErrorResponse, ...ErrorResponses } },
    },
    async (request, reply) => {
      if (!secretMatches(request.headers['x-mail-events-secret'], await mailEventsSecret(app.db))) {
        return reply.status(401).send(BAD_SECRET);
      }
      const blocked = await blockEmailAddress(app.db, request.body.email, request.body.type);
      request.log.info({ type: request.body.type, blocked }, 'mail event');
      return { ok: true as const };
    },
  );

  const unsubscribeSchema = {
    querystring: UnsubscribeQuery,
    response: { 200: UnsubscribeResponse, 302: Type.Null(), ...ErrorResponses },
  };

  app.post('/api/unsubscribe.php', { config: { csrf: false }, schema: unsubscribeSchema }, async (request, reply) => {
    const memberId = await verifyUnsubscribeToken(app.db, request.query.token);
    if (memberId === null) return reply.status(400).send(BAD_TOKEN);
    await blockMemberEmail(app.db, memberId, 'unsubscribe');
    return { unsubscribed: true as const };
  });

  // A person clicking the link: browsers get the settings page (where mail can be switched back on), API callers JSON.
  app.get('/api/unsubscribe.php', { schema: unsubscribeSchema }, async (request, reply) => {
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    const memberId = await verifyUnsubscribeToken(app.db, request.query.token);
    if (memberId === null) {
      return wantsJson ? reply.status(400).send(BAD_TOKEN) : reply.redirect('/notifications?email=unsubscribe_failed', 302);
    }
    await blockMemberEmail(app.db, memberId, 'unsubscribe');
    return wantsJson ? { unsubscribed: true as const } : reply.redirect('/notifications?email=unsubscribed', 302);
  });
};
