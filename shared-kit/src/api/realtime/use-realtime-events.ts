import { useEffect, useRef } from 'react';
import type { RealtimeEvent } from '../contracts';
import { realtimeClient, type RealtimeClient } from './realtime-client';

/**
 * Calls `handler` with every realtime event while the component is mounted (the latest handler, so it
 * may close over state without resubscribing). The connection itself is opened by RealtimeConnection.
 */
export function useRealtimeEvents(handler: (event: RealtimeEvent) => void, client: RealtimeClient = realtimeClient): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client.subscribe((event) => latest.current(event)), [client]);
}
