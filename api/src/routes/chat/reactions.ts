import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReactionBody, ReactionResponse } from '../../contracts/chat-reactions.ts';
import { MemberErrorResponses } from '../../contracts/common.ts';
import { CHAT_REACTION_LIMIT } from '../../lib/rate-limit/limits.ts';
import { memberIdOf } from '../../plugins/require-member.ts';
import { reactToMessage } from '../../services/chat/react-to-message.ts';

/**
 * POST chat-reaction.php, registered inside the chat routes (their login hook applies): a member reacts to a
 * message of one of their conversations; anyone else's message is a 404, as any conversation not theirs is.
 */
export const chatReactionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/chat-reaction.php',
    {
      config: { rateLimits: [CHAT_REACTION_LIMIT] },
      schema: { body: ReactionBody, response: { 200: ReactionResponse, ...MemberErrorResponses } },
    },
    async (request) => reactToMessage({ db: app.db, realtime: app.realtime, now: app.now() }, memberIdOf(request), request.body),
  );
};
