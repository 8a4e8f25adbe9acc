import { FakeWebSocket } from '../../test';
import { RealtimeClient } from './realtime-client';

function client() {
  const received: unknown[] = [];
  const realtime = new RealtimeClient({
    url: () => 'ws://site.test/api/realtime',
    createSocket: (url) => new FakeWebSocket(url),
    baseDelayMs: 1_000,
    maxDelayMs: 8_000,
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
