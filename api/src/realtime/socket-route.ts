import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { REALTIME_PATH, RealtimeQuery, type RealtimeEvent } from '../contracts/realtime.ts';
import { ErrorResponse } from '../contracts/common.ts';
import { AppError } from '../lib/app-error.ts';
import { memberIdOf, requireMember } from '../plugins/require-member.ts';
import { memberLanguageAndSettings } from '../plugins/site.ts';
import { parseClientFrame, TypingRateLimit } from './client-frames.ts';
import { conversationPartner } from './conversation-partner.ts';
import { countsFor } from '../services/chat/member-counts.ts';
import { catchUpMessages } from '../services/chat/missed-messages.ts';
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
  memberId: number;
  /** The upgrade request: its cookie is checked again on every heartbeat. */
  request: FastifyRequest;
  /**
   * Every message of the member up to this id has been sent on this socket: a catch-up (after Redis was away)
   * starts here. It follows the live message events only while the bus reaches every instance.
   */
  syncedUpTo: number;
  /** Live message events are held back until the connect's catch-up has been sent (kept in id order). */
  held: RealtimeEvent[] | null;
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
      void endIfSessionEnded(app, entry, () => live.delete(entry));
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();
  // Redis back: what other instances published meanwhile never reached these sockets; each catches up.
  const stopRecovery = app.realtime.onRecovered?.(() => {
    for (const entry of live) void catchUp(app, entry, entry.syncedUpTo);
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    stopRecovery?.();
  });

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    schema: {
      description:
        'WebSocket (Upgrade: websocket) pushing the events of contracts/realtime.ts; the client sends only typing frames. ' +
        'Refused with 403 before the upgrade for visitors and other origins; a plain GET answers 426. With `after` ' +
        '(the newest message id the client holds) the messages stored since are sent first, then `synced`.',
      querystring: RealtimeQuery,
      response: { 403: ErrorResponse, 426: ErrorResponse },
    },
    preValidation: [requireMember, requireSiteOrigin],
    // A plain GET (no Upgrade header) reaches this one.
    handler: async () => {
      throw new AppError(426, 'upgrade_required', 'Deze pagina werkt alleen als WebSocket.');
    },
    wsHandler: (socket, request) => {
      const memberId = memberIdOf(request);
      const { after } = request.query as { after?: number };
      const entry: LiveSocket = { socket, alive: true, memberId, request, syncedUpTo: after ?? 0, held: [] };
      live.add(entry);
      const deliver = (event: RealtimeEvent) => {
        if (event.type === 'session_ended') {
          live.delete(entry);
          socket.close(1008, 'session ended');
          return;
        }
        if (entry.held) entry.held.push(event);
        else sendEvent(entry, event, app.realtime.reachesAll?.() ?? true);
      };
      // Subscribed before the catch-up and the counts are read, so whatever is stored in between still
      // arrives (as a live event; the client drops a message it holds already).
      const unsubscribe = app.realtime.subscribe(memberId, deliver);
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

      void catchUp(app, entry, after ?? null).then(() => {
        const held = entry.held ?? [];
        entry.held = null;
        for (const event of held) sendEvent(entry, event, app.realtime.reachesAll?.() ?? true);
      });
      countsFor(app.db, memberId).then(
        (counts) => sendEvent(entry, counts, false),
        (error: unknown) => {
          request.log.error({ err: error }, 'realtime counts failed');
        },
      );
    },
  });
};

/** Sends one event; a message moves the socket's catch-up point only while the bus reaches every instance. */
function sendEvent(entry: LiveSocket, event: RealtimeEvent, complete: boolean): void {
  const { socket } = entry;
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  if (event.type === 'message' && complete) entry.syncedUpTo = Math.max(entry.syncedUpTo, event.message.id);
  socket.send(JSON.stringify(event));
}

/**
 * Sends the messages of the member stored after `after` up to now (none when `after` is null: a first
 * connect, whose page read them by HTTP), then `synced` with the id delivery is complete up to.
 */
async function catchUp(app: FastifyInstance, entry: LiveSocket, after: number | null): Promise<void> {
  try {
    const settings = entry.request.site.settings;
    const member = () => memberLanguageAndSettings(entry.request);
    const upTo = await catchUpMessages(app.db, entry.memberId, after, settings, app.pictures !== null, member, (messages) => {
      for (const message of messages) sendEvent(entry, { type: 'message', message }, false);
    });
    // Read from the database, so complete up to `upTo` whether or not Redis is there (a first connect while it
    // is away must not make the catch-up when it is back resend the whole history).
    entry.syncedUpTo = Math.max(entry.syncedUpTo, upTo);
    sendEvent(entry, { type: 'synced', last_message: upTo }, false);
  } catch (error) {
    // The database away: the socket stays, live events still flow; the client catches up on its next connect.
    entry.request.log.error({ err: error }, 'realtime catch-up failed');
  }
}

/**
 * A socket lives on after its session ends (logout, password reset, account deleted): the heartbeat resolves the
 * cookie of its upgrade request again and closes it (1008) once it no longer names the same member.
 */
async function endIfSessionEnded(app: FastifyInstance, entry: LiveSocket, forget: () => void): Promise<void> {
  try {
    if ((await app.resolveMember(entry.request)) === entry.memberId) return;
    // Out of the heartbeat, so it is not terminated mid-handshake; ws ends it if the peer never answers the close.
    forget();
    entry.socket.close(1008, 'session ended');
  } catch (error) {
    // The database being away is no reason to drop every socket.
    app.log.error({ err: error }, 'realtime session check failed');
  }
}

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
