import type { RealtimeEvent } from '../contracts/realtime.ts';
import type { RealtimeBus, RealtimeListener } from './realtime-bus.ts';

/** Listeners of this process only, per member id. */
export class LocalListeners {
  private readonly byMember = new Map<number, Set<RealtimeListener>>();

  add(memberId: number, listener: RealtimeListener): () => void {
    let set = this.byMember.get(memberId);
    if (!set) this.byMember.set(memberId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byMember.delete(memberId);
    };
  }

  has(memberId: number): boolean {
    return this.byMember.has(memberId);
  }

  deliver(memberId: number, event: RealtimeEvent): void {
    for (const listener of this.byMember.get(memberId) ?? []) {
      // One broken socket must not keep the event from the member's other sockets.
      try {
        listener(event);
      } catch {
        /* the socket's own close handler cleans up */
      }
    }
  }
}

/** The bus of a single API instance: delivery in process, no network. */
export function createMemoryBus(): RealtimeBus {
  const listeners = new LocalListeners();
  return {
    async publish(memberIds, event) {
      for (const id of new Set(memberIds)) listeners.deliver(id, event);
    },
    subscribe: (memberId, listener) => listeners.add(memberId, listener),
    isOnline: async (memberId) => listeners.has(memberId),
    async close() {},
  };
}
