import { FakeWebSocket } from '../../test';
import type { ChatMessage } from '../contracts';
import { RealtimeClient } from './realtime-client';

function chatMessage(id: number): ChatMessage {
  return {
    id,
    conversation: 3,
    sender: 9,
    mine: false,
    kind: 'text',
    text: `#${id}`,
    sent_at: '2026-01-01T10:00:00.000Z',
    read_at: null,
  } as ChatMessage;
}

function client(random = () => 1 - Number.EPSILON) {
  const received: unknown[] = [];
  const realtime = new RealtimeClient({
    url: () => 'ws://site.test/api/realtime',
    createSocket: (url) => new FakeWebSocket(url),
    baseDelayMs: 1_000,
    maxDelayMs: 8_000,
    random,
  });
  realtime.subscribe((event) => received.push(event));
  return { realtime, received };
}

beforeEach(() => FakeWebSocket.reset());
afterEach(() => vi.useRealTimers());

describe('RealtimeClient', () => {
  it('opens one socket however often it is started, and delivers parsed events to every listener', () => {
    const { realtime, received } = client();
    const second: unknown[] = [];
    realtime.subscribe((event) => second.push(event));
    realtime.start();
    realtime.start();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest().url).toBe('ws://site.test/api/realtime');
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ type: 'match', profile: 4 });
    FakeWebSocket.latest().onmessage?.({ data: 'not json' });
    expect(received).toEqual([{ type: 'match', profile: 4 }]);
    expect(second).toEqual(received);
  });

  it('sends typing frames only while open', () => {
    const { realtime } = client();
    realtime.start();
    expect(realtime.send({ type: 'typing', conversation: 3, typing: true })).toBe(false);
    FakeWebSocket.latest().open();
    expect(realtime.send({ type: 'typing', conversation: 3, typing: true })).toBe(true);
    expect(FakeWebSocket.latest().sent).toEqual([{ type: 'typing', conversation: 3, typing: true }]);
  });

  it('reconnects with a doubling delay, capped, and starts over after a good connection', () => {
    vi.useFakeTimers();
    const { realtime } = client();
    realtime.start();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(1_999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect([0, 1, 2, 3, 4, 5].map((attempt) => realtime.delayFor(attempt))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('spreads the reconnect delay between half and all of its ceiling, never past the cap', () => {
    const low = client(() => 0).realtime;
    const mid = client(() => 0.5).realtime;
    expect([0, 1, 2, 3, 9, 80].map((attempt) => low.delayFor(attempt))).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000]);
    expect([0, 1, 2, 3, 9, 80].map((attempt) => mid.delayFor(attempt))).toEqual([750, 1_500, 3_000, 6_000, 6_000, 6_000]);
  });

  it('reconnects with after = the newest message id it holds, and delivers a message that comes twice once', () => {
    vi.useFakeTimers();
    const { realtime, received } = client();
    realtime.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ type: 'synced', last_message: 40 });
    expect(realtime.resumeFrom).toBe(40);
    FakeWebSocket.latest().receive({ type: 'message', message: chatMessage(41) });
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.latest().url).toBe('ws://site.test/api/realtime?after=41');
    FakeWebSocket.latest().open();
    // The catch-up (42, 43) and a live one that overtook it (43 again, then 41 again): each once, in arrival order.
    for (const id of [43, 42, 43, 41]) FakeWebSocket.latest().receive({ type: 'message', message: chatMessage(id) });
    FakeWebSocket.latest().receive({ type: 'synced', last_message: 43 });
    const ids = received.flatMap((event) =>
      (event as { type: string }).type === 'message' ? [(event as { message: { id: number } }).message.id] : [],
    );
    expect(ids).toEqual([41, 43, 42]);
    expect(realtime.resumeFrom).toBe(43);
  });

  it('drops counts older than the newest it delivered on this connection, and starts over on the next', () => {
    vi.useFakeTimers();
    const { realtime, received } = client();
    const counts = (version: number, unread: number) => ({
      type: 'counts' as const,
      unread_messages: unread,
      new_likes: 0,
      credits: 5,
      version,
    });
    realtime.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive(counts(10, 1));
    // The chat was read (version 12) before a send's counts (version 11) arrived: the stale one is not shown.
    FakeWebSocket.latest().receive(counts(12, 0));
    FakeWebSocket.latest().receive(counts(11, 1));
    // The same snapshot twice (two reads with nothing committed between) is delivered both times.
    FakeWebSocket.latest().receive(counts(12, 0));
    expect(received).toEqual([counts(10, 1), counts(12, 0), counts(12, 0)]);
    // Another connection (perhaps another database after a restore) starts its own order.
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(1_000);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive(counts(3, 2));
    expect(received.at(-1)).toEqual(counts(3, 2));
  });

  it('delivers counts without a version (an API from before versions) as they come', () => {
    const { realtime, received } = client();
    realtime.start();
    FakeWebSocket.latest().open();
    const counts = (unread: number) => ({ type: 'counts', unread_messages: unread, new_likes: 0, credits: 5 });
    const receive = (event: object) => FakeWebSocket.latest().onmessage?.({ data: JSON.stringify(event) });
    receive({ ...counts(2), version: 9 });
    receive(counts(1));
    receive(counts(3));
    expect(received).toEqual([{ ...counts(2), version: 9 }, counts(1), counts(3)]);
  });

  it('ignores a message or synced event without a proper id, and forgets the resume point on stop', () => {
    const { realtime, received } = client();
    realtime.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().onmessage?.({ data: JSON.stringify({ type: 'message', message: { id: 'x', conversation: 1 } }) });
    FakeWebSocket.latest().onmessage?.({ data: JSON.stringify({ type: 'synced', last_message: null }) });
    expect(received).toEqual([]);
    expect(realtime.resumeFrom).toBeUndefined();
    FakeWebSocket.latest().receive({ type: 'synced', last_message: 7 });
    realtime.stop();
    expect(realtime.resumeFrom).toBeUndefined();
    realtime.start();
    expect(FakeWebSocket.latest().url).toBe('ws://site.test/api/realtime');
  });

  it('closes on stop and does not reconnect afterwards', () => {
    vi.useFakeTimers();
    const { realtime } = client();
    realtime.start();
    const socket = FakeWebSocket.latest();
    socket.open();
    realtime.stop();
    expect(socket.closedByClient).toBe(true);
    expect(realtime.connected).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
