import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fastifyMultipart from '@fastify/multipart';
import { Type } from 'typebox';
import { ErrorResponse, MemberErrorResponses } from '../../contracts/common.ts';
import {
  ChatQuery,
  ChatResponse,
  ChatsResponse,
  DeleteChatBody,
  DeleteChatResponse,
  GiftsResponse,
  IcebreakersResponse,
  LocaleQuery,
  SendMessageBody,
  SendMessageResponse,
} from '../../contracts/chat.ts';
import { PHOTO_MAX_BYTES } from '../../contracts/profile.ts';
import { CHAT_SEND_LIMIT } from '../../lib/rate-limit/limits.ts';
import { RowId } from '../../contracts/common.ts';
import { findChatMember } from '../../repositories/conversations.ts';
import { listGifts } from '../../repositories/gifts.ts';
import { findImageForParticipant } from '../../repositories/messages.ts';
import { memberIdOf, requireMember } from '../../plugins/require-member.ts';
import { CHAT_MESSAGES, chatError } from '../../services/chat/chat-error.ts';
import { readChatImage } from '../../services/chat/chat-image-files.ts';
import { readChatVoice } from '../../services/chat/chat-voice-files.ts';
import { findVoiceForParticipant } from '../../repositories/voice-messages.ts';
import { getChats } from '../../services/chat/chat-list.ts';
import { getConversationPage } from '../../services/chat/conversation-page.ts';
import { deleteChat, removeChatsOnBlock } from '../../services/chat/delete-chat.ts';
import { giftView } from '../../services/chat/gift-view.ts';
import { icebreakersFor } from '../../services/chat/icebreakers.ts';
import { sendMessage } from '../../services/chat/send-message.ts';
import { chatContext } from './chat-context.ts';
import { readMultipartSend, takeUpload } from './multipart-send.ts';
import { chatReactionRoutes } from './reactions.ts';

export interface ChatRoutesOptions {
  /** Chat images live in <dataDir>/chat-images (never under the public media folder). */
  dataDir: string;
}

/** 402 insufficient_credits and 413 photo_too_large besides the member routes' usual answers. */
const errors = { ...MemberErrorResponses, 402: ErrorResponse, 413: ErrorResponse };
const ImageQuery = Type.Object({ id: RowId() });
/** The JPEG of an image message; a Buffer reply skips the serializer, the schema documents it. */
const JpegBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/jpeg' });
/** The recording of a voice message: Opus in WebM or Ogg, as it was sent. */
const VoiceBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'audio/webm or audio/ogg' });

/**
 * Chat: chats.php, chat.php (read, send, delete), gifts.php, icebreakers.php and the images of
 * image messages. Every route needs a login; a conversation someone does not take part in is a 404.
 */
export const chatRoutes: FastifyPluginAsyncTypebox<ChatRoutesOptions> = async (app, { dataDir }) => {
  if (!app.hasRequestDecorator('file')) {
    await app.register(fastifyMultipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 8, parts: 9 } });
  }
  // Before validation, so a visitor gets 403 authentication_required (the kit logs out on it), never a 400.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, loginMessage: CHAT_MESSAGES.authentication_required };
  });
  app.addHook('preValidation', requireMember);

  const stopRemovingOnBlock = removeChatsOnBlock({ db: app.db, realtime: app.realtime, dataDir, log: app.log });
  app.addHook('onClose', async () => stopRemovingOnBlock());

  app.get('/api/chats.php', { schema: { response: { 200: ChatsResponse, ...errors } } }, async (request) => {
    const memberId = memberIdOf(request);
    const me = await findChatMember(app.db, memberId);
    return getChats(app.db, memberId, me?.status ?? 'active', request.site.settings.cdn_prefix);
  });

  app.get('/api/chat.php', { schema: { querystring: ChatQuery, response: { 200: ChatResponse, ...errors } } }, async (request) =>
    getConversationPage(await chatContext(request, dataDir), memberIdOf(request), request.query.conversation, request.query.before ?? null),
  );

  app.post(
    '/api/chat.php',
    {
      preValidation: readMultipartSend,
      config: { rateLimits: [CHAT_SEND_LIMIT] },
      schema: { body: SendMessageBody, response: { 200: SendMessageResponse, ...errors } },
    },
    async (request) =>
      sendMessage(await chatContext(request, dataDir), {
        senderId: memberIdOf(request),
        body: request.body,
        image: takeUpload(request),
      }),
  );

  await app.register(chatReactionRoutes);

  app.delete('/api/chat.php', { schema: { body: DeleteChatBody, response: { 200: DeleteChatResponse, ...errors } } }, async (request) =>
    deleteChat(await chatContext(request, dataDir), memberIdOf(request), request.body),
  );

  app.get('/api/gifts.php', { schema: { querystring: LocaleQuery, response: { 200: GiftsResponse, ...errors } } }, async (request) => {
    const ctx = await chatContext(request, dataDir, request.query.locale);
    const gifts = await listGifts(app.db);
    return { gifts: gifts.map((gift) => giftView(gift, ctx.locale, ctx.settings.cdn_prefix, ctx.settings.gift_credits)) };
  });

  app.get(
    '/api/icebreakers.php',
    { schema: { querystring: LocaleQuery, response: { 200: IcebreakersResponse, ...errors } } },
    async (request) => {
      const ctx = await chatContext(request, dataDir, request.query.locale);
      return { icebreakers: [...icebreakersFor(ctx.locale)] };
    },
  );

  // The picture of an image message, only to the two members of its conversation (everyone else: 404).
  app.get(
    '/api/chat-image.php',
    {
      schema: {
        querystring: ImageQuery,
        response: { 200: JpegBytes, ...errors },
      },
    },
    async (request, reply) => {
      const file = await findImageForParticipant(app.db, request.query.id, memberIdOf(request));
      const bytes = file ? await readChatImage(dataDir, file) : null;
      if (!bytes) throw chatError(404, 'not_found');
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=86400').send(bytes);
    },
  );

  // The recording of a voice message, only to the two members of its conversation (everyone else: 404).
  app.get(
    '/api/chat-voice.php',
    { schema: { querystring: ImageQuery, response: { 200: VoiceBytes, ...errors } } },
    async (request, reply) => {
      const voice = await findVoiceForParticipant(app.db, request.query.id, memberIdOf(request));
      const bytes = voice ? await readChatVoice(dataDir, voice.file) : null;
      if (!voice || !bytes) throw chatError(404, 'not_found');
      return reply.header('content-type', voice.mime).header('cache-control', 'private, max-age=86400').send(bytes);
    },
  );
};
