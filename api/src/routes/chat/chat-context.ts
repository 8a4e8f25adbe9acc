import type { FastifyRequest } from 'fastify';
import { memberLanguageAndSettings } from '../../plugins/site.ts';
import type { ChatContext } from '../../services/chat/chat-context.ts';

/**
 * The chat services' plain context from what the plugins put on the request. Names (gifts) follow `locale`
 * when the client names one, else the member's own language. Prices follow the member, not the request: a
 * member pays the message, photo and gift prices of the site they signed up on, whichever domain they use.
 */
export async function chatContext(request: FastifyRequest, dataDir: string, locale?: string): Promise<ChatContext> {
  const app = request.server;
  const settings = request.site.settings;
  const member = await memberLanguageAndSettings(request);
  const language = locale ?? member?.language;
  const prices = member?.settings ?? settings;
  return {
    db: app.db,
    realtime: app.realtime,
    log: request.log,
    now: app.now(),
    settings: {
      cdn_prefix: settings.cdn_prefix,
      message_credits: prices.message_credits,
      photo_credits: prices.photo_credits,
      gift_credits: prices.gift_credits,
      message_length: settings.message_length,
    },
    dataDir,
    locale: language ?? 'nl',
    checkPictures: app.pictures !== null,
    nudgeChecks: () => app.mediaChecks.nudge(),
  };
}
