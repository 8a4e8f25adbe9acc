import { Value } from 'typebox/value';
import { ClientTypingFrame } from '../contracts/realtime.ts';

/** Largest client frame the socket accepts; a bigger one closes it (1009). A typing frame is ~60 bytes. */
export const MAX_CLIENT_FRAME_BYTES = 4 * 1024;

/**
 * The one frame a client may send, or null for anything else (binary, not JSON, another type, extra junk):
 * such frames are ignored, not answered, so a buggy or hostile client learns nothing from them.
 */
export function parseClientFrame(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): ClientTypingFrame | null {
  if (isBinary) return null;
  const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Value.Check(ClientTypingFrame, parsed)) return null;
  return { type: 'typing', conversation: parsed.conversation, typing: parsed.typing };
}

/**
 * Token bucket per socket: a typing indicator needs a frame when typing starts and stops, so a short burst
 * and about one frame a second is plenty; frames beyond it are dropped, not forwarded.
 */
export class TypingRateLimit {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst = 5,
    private readonly perSecond = 1,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
