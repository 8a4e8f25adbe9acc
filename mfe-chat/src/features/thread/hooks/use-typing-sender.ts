import { useCallback, useEffect, useRef } from 'react';
import { realtimeClient } from '@dating/shared-kit';

/** A typing frame again at most this often while the member keeps typing (the other side's indicator expires). */
export const typingRepeatMs = 2_500;
/** No keystroke for this long ends "typing". */
export const typingIdleMs = 3_000;

/**
 * Tells the other member that I am typing: `typing: true` on the first keystroke (then at most every
 * 2.5 s), `typing: false` after 3 s without one, on send, and when leaving the conversation.
 */
export function useTypingSender(conversation: number | undefined) {
  const lastSent = useRef(0);
  const typing = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = useCallback(() => {
    clearTimeout(idleTimer.current);
    if (!typing.current || conversation === undefined) return;
    typing.current = false;
    lastSent.current = 0;
    realtimeClient.send({ type: 'typing', conversation, typing: false });
  }, [conversation]);

  const keystroke = useCallback(() => {
    if (conversation === undefined) return;
    const now = Date.now();
    if (!typing.current || now - lastSent.current >= typingRepeatMs) {
      typing.current = realtimeClient.send({ type: 'typing', conversation, typing: true });
      lastSent.current = now;
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stop, typingIdleMs);
  }, [conversation, stop]);

  useEffect(() => stop, [stop]);
  return { keystroke, stop };
}
