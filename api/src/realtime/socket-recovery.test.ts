import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../contracts/chat.ts';
import type { RealtimeEvent } from '../contracts/realtime.ts';
import { chatMember } from '../routes/chat/test-chat.ts';
import { useTestApp } from '../test/test-app.ts';
import { createMemoryBus } from './memory-bus.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import { openSocket, sessionCookieFor, useLocalUrl } from './test-sockets.ts';

/**
 * A bus whose link to the other instances can be cut: while it is down every publish is lost (it went to the
 * Redis that is away), as a receiver on another instance would see it; `comeBack` is Redis ready again.
 */
function cuttableBus() {
  const inner = createMemoryBus();
  let down = false;
  const recovered = new Set<() => void>();
  const bus: RealtimeBus = {
    publish: (ids, event) => (down ? Promise.resolve() : inner.publish(ids, event)),
    subscribe: (id, listener) => inner.subscribe(id, listener),
    isOnline: (id) => inner.isOnline(id),
    close: () => inner.close(),
    reachesAll: () => !down,
    onRecovered(listener) {
      recovered.add(listener);
      return () => recovered.delete(listener);
    },
  };
  return {
    bus,
    /** Delivers on this instance only (the link does not matter for it). */
    local: (ids: number[], event: RealtimeEvent) => inner.publish(ids, event),
    goDown: () => {
      down = true;
    },
    comeBack: () => {
      down = false;
      for (const listener of [...recovered]) listener();
    },
  };
}

const link = cuttableBus();
const { app, db } = useTestApp({ realtimeBus: link.bus, rateLimitMax: { 'chat-send': 1000 } });
const baseUrl = useLocalUrl(app);

async function send(sender: number, to: number | { conversation: number }, text: string): Promise<ChatMessage> {
  const response = await app().inject({
    method: 'POST',
    url: '/api/chat.php',
    headers: { cookie: await sessionCookieFor(db(), sender), 'x-request-type': 'client' },
    payload: { ...(typeof to === 'number' ? { profile: to } : to), kind: 'text', text, client_id: randomUUID() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: ChatMessage }>().message;
}

describe('the realtime socket when the bus between instances was away', () => {
  it('sends each open socket what it missed once the bus is back, also past a message delivered locally meanwhile', async () => {
    const sender = await chatMember(db(), { name: 'Zender', credits: 50 });
    const receiver = await chatMember(db(), { name: 'Ontvanger' });
    const first = await send(sender, receiver, 'een');
    const socket = await openSocket(baseUrl(), { cookie: await sessionCookieFor(db(), receiver) });
    await socket.next('synced', (event) => event.last_message === first.id);

    link.goDown();
    // Stored, answered, never delivered: the publish went to a Redis that is away.
    const lost = await send(sender, { conversation: first.conversation }, 'twee');
    const later = await send(sender, { conversation: first.conversation }, 'drie');
    // A newer one reaches the socket on this instance: it must not move the catch-up point past `lost`.
    await link.local([receiver], { type: 'message', message: { ...later, mine: false } });
    await socket.next('message', (event) => event.message.id === later.id);
    expect(socket.events.some((event) => event.type === 'message' && event.message.id === lost.id)).toBe(false);

    link.comeBack();
    await socket.next('synced', (event) => event.last_message === later.id);
    const ids = socket.events.flatMap((event) => (event.type === 'message' ? [event.message.id] : []));
    // `later` twice (live, then in the catch-up: the client keeps one), `lost` once.
    expect(ids).toEqual([later.id, lost.id, later.id]);
    await socket.close();
  });

  it('a socket opened while the bus is away starts at the newest message, not at the beginning of its history', async () => {
    const sender = await chatMember(db(), { name: 'Zender', credits: 50 });
    const receiver = await chatMember(db(), { name: 'Ontvanger' });
    const first = await send(sender, receiver, 'een');
    const second = await send(sender, { conversation: first.conversation }, 'twee');
    link.goDown();
    const socket = await openSocket(baseUrl(), { cookie: await sessionCookieFor(db(), receiver) });
    await socket.next('synced', (event) => event.last_message === second.id);
    const lost = await send(sender, { conversation: first.conversation }, 'drie');
    link.comeBack();
    await socket.next('synced', (event) => event.last_message === lost.id);
    expect(socket.events.flatMap((event) => (event.type === 'message' ? [event.message.id] : []))).toEqual([lost.id]);
    await socket.close();
  });
});
