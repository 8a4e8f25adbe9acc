import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../contracts/realtime.ts';
import { createMemoryBus } from './memory-bus.ts';

const counts: RealtimeEvent = { type: 'counts', unread_messages: 1, new_likes: 0, credits: 5, version: 1 };

describe('in-memory realtime bus', () => {
  it('delivers to every socket of the addressed members only, once per member', async () => {
    const bus = createMemoryBus();
    const seen: string[] = [];
    bus.subscribe(1, () => seen.push('1a'));
    bus.subscribe(1, () => seen.push('1b'));
    bus.subscribe(2, () => seen.push('2'));
    await bus.publish([1, 1, 3], counts);
    expect(seen.sort()).toEqual(['1a', '1b']);
  });

  it('knows who has an open socket and forgets a closed one', async () => {
    const bus = createMemoryBus();
    const off = bus.subscribe(7, () => {});
    expect(await bus.isOnline(7)).toBe(true);
    off();
    expect(await bus.isOnline(7)).toBe(false);
  });

  it('keeps delivering to other sockets when one listener throws', async () => {
    const bus = createMemoryBus();
    const seen: number[] = [];
    bus.subscribe(1, () => {
      throw new Error('socket gone');
    });
    bus.subscribe(1, () => seen.push(1));
    await bus.publish([1], counts);
    expect(seen).toEqual([1]);
  });
});
