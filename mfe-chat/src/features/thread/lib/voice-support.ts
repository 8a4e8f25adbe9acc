/** Recording formats in the order tried: Opus in WebM (Chrome, Edge, Safari), else in Ogg (Firefox). */
const VOICE_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'] as const;

/** Longest voice message in ms; the recorder stops a little before the API's minute so the last frame fits. */
export const VOICE_MAX_MS = 59_500;

/** The format this browser records voice in, or undefined when it cannot (the record button is then hidden). */
export function voiceRecordingType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    return undefined;
  }
  return VOICE_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/** m:ss of a duration, as players show it. */
export function formatVoiceDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
