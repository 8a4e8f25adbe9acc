import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { REALTIME_PATH, type RealtimeEvent } from '../contracts/realtime.ts';
import { ErrorResponse } from '../contracts/common.ts';
import { AppError } from '../lib/app-error.ts';
import { memberIdOf, requireMember } from '../plugins/require-member.ts';
import { parseClientFrame, TypingRateLimit } from './client-frames.ts';
import { conversationPartner } from './conversation-partner.ts';
import { countsEvent } from './member-counts.ts';
import { requireSiteOrigin } from './socket-origin.ts';

export interface SocketRouteOptions {
  /** How often every socket is pinged; one without a pong since the last ping is dropped. Default 30 s. */
  heartbeatMs?: number | undefined;
}

/** A socket whose unsent data passes this is too slow to follow its events: dropped (it reconnects). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

interface LiveSocket {
  socket: WebSocket;
  alive: boolean;
}

/**
 * GET /api/realtime: the member's WebSocket (contracts/realtime.ts). The upgrade is refused (403, before any
 * socket exists) for a visitor and for a page of another origin. Per socket: one bus listener, a `counts`
 * event on connect, typing frames forwarded to the conversation's other participant, ping/pong heartbeat.
 */
export const socketRoute: FastifyPluginAsync<SocketRouteOptions> = async (app, options) => {
  const live = new Set<LiveSocket>();
  const heartbeat = setInterval(() => {
    for (const entry of live) {
      // No pong since the last ping: the peer is gone without a close (network lost, laptop asleep).
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    schema: {
      description:
        'WebSocket (Upgrade: websocket) pushing the events of contracts/realtime.ts; the client sends only typing frames. ' +
        'Refused with 403 before the upgrade for visitors and other origins; a plain GET answers 426.',
      response: { 403: ErrorResponse, 426: ErrorResponse },
    },
    preValidation: [requireMember, requireSiteOrigin],
    // A plain GET (no Upgrade header) reaches this one.
    handler: async () => {
      throw new AppError(426, 'upgrade_required', 'Deze pagina werkt alleen als WebSocket.');
    },
    wsHandler: (socket, request) => {
      const memberId = memberIdOf(request);
      const entry: LiveSocket = { socket, alive: true };
      live.add(entry);
      const send = (event: RealtimeEvent) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.terminate();
          return;
        }
        socket.send(JSON.stringify(event));
      };
      // Subscribed before the counts are read, so a change in between still arrives (as a later event).
      const unsubscribe = app.realtime.subscribe(memberId, send);
      const typingLimit = new TypingRateLimit();

      socket.on('pong', () => {
        entry.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        const frame = parseClientFrame(data, isBinary);
        if (!frame || !typingLimit.take()) return;
        void forwardTyping(app, memberId, frame.conversation, frame.typing);
      });
      socket.on('close', () => {
        live.delete(entry);
        unsubscribe();
      });

      countsEvent(app.db, memberId).then(send, (error: unknown) => {
        request.log.error({ err: error }, 'realtime counts failed');
      });
    },
  });
};

/** A typing frame goes only to the other participant, and only when the sender takes part in the conversation. */
async function forwardTyping(app: FastifyInstance, memberId: number, conversation: number, typing: boolean): Promise<void> {
  try {
    const partner = await conversationPartner(app.db, conversation, memberId);
    if (partner === null) return;
    await app.realtime.publish([partner], { type: 'typing', conversation, member: memberId, typing });
  } catch (error) {
    app.log.error({ err: error }, 'typing forward failed');
  }
}
