import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, ErrorResponses } from '../../contracts/common.ts';
import { siteMailName } from '../../mail/site-sender.ts';
import { findAccountById } from '../../repositories/accounts.ts';
import { MailEvent, MailEventResponse, UnsubscribeQuery, UnsubscribeResponse } from '../../contracts/notifications.ts';
import { blockEmailAddress, blockMemberEmail } from '../../repositories/notification-settings.ts';
import { mailEventsSecret, secretMatches } from '../../services/profile/mail-events-secret.ts';
import { profileError } from '../../services/profile/profile-errors.ts';
import { verifyUnsubscribeToken } from '../../services/profile/unsubscribe-token.ts';
import { unsubscribeConfirmPage } from './unsubscribe-page.ts';

const MailEventHeaders = Type.Object({ 'x-mail-events-secret': Type.Optional(Type.String({ maxLength: 512 })) });

/**
 * Mail stops after a spam complaint (feedback loop), a bounce or a list-unsubscribe.
 * Both POST routes are called by machines without the client's X-Request-Type header, hence csrf: false; the
 * webhook authenticates with a shared secret, the unsubscribe link with a per-member HMAC.
 */
export const mailEventsRoutes: FastifyPluginAsyncTypebox<{ secret: string | undefined }> = async (app, { secret: configuredSecret }) => {
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
    async (request) => {
      if (!secretMatches(request.headers['x-mail-events-secret'], await mailEventsSecret(app.db, configuredSecret))) {
        throw profileError(401, 'unauthorized');
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

  // The one place mail is switched off: RFC 8058 one-click from the mail client, or the confirm page's button.
  app.post('/api/unsubscribe.php', { config: { csrf: false }, schema: unsubscribeSchema }, async (request, reply) => {
    const fromPage = (request.headers.accept ?? '').includes('text/html');
    const memberId = await verifyUnsubscribeToken(app.db, request.query.token);
    if (memberId === null) {
      if (fromPage) return reply.redirect('/notifications?email=unsubscribe_failed', 303);
      throw profileError(400, 'invalid_token');
    }
    await blockMemberEmail(app.db, memberId, 'unsubscribe');
    return fromPage ? reply.redirect('/notifications?email=unsubscribed', 303) : { unsubscribed: true as const };
  });

  // A person (or a mail scanner prefetching links) opening the link: only a confirm page, nothing changes.
  app.get(
    '/api/unsubscribe.php',
    {
      schema: {
        querystring: UnsubscribeQuery,
        response: { 200: Type.String({ description: 'The confirm page (HTML)' }), 302: Type.Null(), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const memberId = await verifyUnsubscribeToken(app.db, request.query.token);
      const member = memberId === null ? null : await findAccountById(app.db, memberId);
      if (!member) {
        const wantsJson = (request.headers.accept ?? '').includes('application/json');
        if (wantsJson) throw profileError(400, 'invalid_token');
        return reply.redirect('/notifications?email=unsubscribe_failed', 302);
      }
      const siteName = siteMailName(request.site.settings);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(unsubscribeConfirmPage(member.language, siteName, request.query.token));
    },
  );
};
