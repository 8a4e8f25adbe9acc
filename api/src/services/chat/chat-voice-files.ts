import { randomBytes } from 'node:crypto';
import { mediaStorage } from '../../lib/media-storage.ts';
import { CHAT_IMAGE_DIR } from './chat-image-files.ts';
import { chatError } from './chat-error.ts';
import { InvalidVoiceError, inspectVoice, type VoiceMime } from './voice-container.ts';

/** Longest voice message, in seconds (what the recorder stops at and the API accepts). */
export const VOICE_MAX_SECONDS = 60;
/** The recorder stops on a timer: its last Opus frame may end a little past the minute. */
const VOICE_GRACE_MS = 500;
/**
 * Largest recording accepted. A minute of Opus at the 128 kbit/s browsers record at by default is ~1 MB;
 * twice that leaves room for stereo microphones and container overhead, and nothing else fits.
 */
export const VOICE_MAX_BYTES = 2 * 1024 * 1024;

/** Only names this module wrote are ever read (a stored path cannot point elsewhere). */
const VOICE_PATH = /^\d+\/[0-9a-f]{24}\.(webm|ogg)$/;

export interface StoredVoice {
  file: string;
  mime: VoiceMime;
  durationMs: number;
  bytes: number;
}

/**
 * Checks a recording by its bytes (size, Opus in WebM or Ogg, real duration) without storing it: 413
 * voice_too_large, 422 invalid_voice, 422 voice_too_long.
 */
export function checkVoice(input: Buffer): Omit<StoredVoice, 'file'> {
  if (input.length > VOICE_MAX_BYTES) throw chatError(413, 'voice_too_large', { max_mb: VOICE_MAX_BYTES / 1024 / 1024 });
  let info;
  try {
    info = inspectVoice(input);
  } catch (error) {
    if (error instanceof InvalidVoiceError) throw chatError(422, 'invalid_voice');
    throw error;
  }
  if (info.durationMs > VOICE_MAX_SECONDS * 1000 + VOICE_GRACE_MS)
    throw chatError(422, 'voice_too_long', { max_seconds: VOICE_MAX_SECONDS });
  return { mime: info.mime, durationMs: info.durationMs, bytes: input.length };
}

/** Writes a checked recording to the private chat media store under a fresh random name of the sender's folder. */
export async function storeChatVoice(
  dataDir: string,
  senderId: number,
  input: Buffer,
  checked: Omit<StoredVoice, 'file'>,
): Promise<StoredVoice> {
  const file = `${senderId}/${randomBytes(12).toString('hex')}.${checked.mime === 'audio/webm' ? 'webm' : 'ogg'}`;
  await mediaStorage(dataDir, CHAT_IMAGE_DIR).put(file, input, checked.mime);
  return { ...checked, file };
}

export async function readChatVoice(dataDir: string, file: string): Promise<Buffer | null> {
  if (!VOICE_PATH.test(file)) return null;
  try {
    return await mediaStorage(dataDir, CHAT_IMAGE_DIR).get(file);
  } catch {
    return null;
  }
}

export async function removeChatVoices(dataDir: string, files: readonly string[]): Promise<void> {
  const storage = mediaStorage(dataDir, CHAT_IMAGE_DIR);
  for (const file of files) {
    if (VOICE_PATH.test(file)) await storage.remove(file);
  }
}
