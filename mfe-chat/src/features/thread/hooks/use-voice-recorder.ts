import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_MAX_MS } from '../lib/voice-support';

export type RecorderState = 'starting' | 'recording' | 'denied';

export interface Recording {
  file: File;
  durationMs: number;
}

/**
 * Records the microphone with MediaRecorder from mount: `finish` stops and hands the recording to `onDone`,
 * `cancel` stops and drops it; at VOICE_MAX_MS it finishes by itself. The microphone is released on every end.
 */
export function useVoiceRecorder(mimeType: string, onDone: (recording: Recording) => void) {
  const [state, setState] = useState<RecorderState>('starting');
  const [elapsedMs, setElapsedMs] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const keep = useRef(false);
  const startedAt = useRef(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  const stop = useCallback((send: boolean) => {
    keep.current = send;
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  useEffect(() => {
    let ended = false;
    let stream: MediaStream | null = null;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let released = false;
    const release = () => {
      if (released || !stream) return;
      released = true;
      stream.getTracks().forEach((track) => track.stop());
    };
    navigator.mediaDevices
      .getUserMedia({ audio: true })
      .then((granted) => {
        stream = granted;
        if (ended) return release();
        const chunks: Blob[] = [];
        const media = new MediaRecorder(granted, { mimeType });
        recorder.current = media;
        media.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        };
        media.onstop = () => {
          release();
          const durationMs = Math.min(VOICE_MAX_MS, performance.now() - startedAt.current);
          const type = mimeType.split(';')[0]!;
          if (keep.current && chunks.length > 0) {
            const file = new File(chunks, `spraak.${type === 'audio/ogg' ? 'ogg' : 'webm'}`, { type });
            done.current({ file, durationMs });
          }
        };
        media.start(250);
        startedAt.current = performance.now();
        setState('recording');
        timers.push(setInterval(() => setElapsedMs(performance.now() - startedAt.current), 250));
        timers.push(setTimeout(() => stop(true), VOICE_MAX_MS));
      })
      .catch(() => {
        if (!ended) setState('denied');
      });
    return () => {
      ended = true;
      timers.forEach((timer) => clearTimeout(timer));
      if (recorder.current && recorder.current.state !== 'inactive') {
        keep.current = false;
        recorder.current.stop();
      } else {
        release();
      }
    };
  }, [mimeType, stop]);

  return { state, elapsedMs, finish: () => stop(true), cancel: () => stop(false) };
}
