import { describe, expect, it } from 'vitest';
import { oggVoice, webmVoice } from '../../test/voice-files.ts';
import { InvalidVoiceError, inspectVoice } from './voice-container.ts';

describe('inspectVoice', () => {
  it('reads the real duration of MediaRecorder WebM (no duration header) from its last Opus block', () => {
    expect(inspectVoice(webmVoice(4_000))).toEqual({ mime: 'audio/webm', durationMs: 4_000 });
    expect(inspectVoice(webmVoice(59_980))).toEqual({ mime: 'audio/webm', durationMs: 59_980 });
    expect(inspectVoice(webmVoice(90_000)).durationMs).toBe(90_000);
  });

  it('reads the duration of Ogg Opus from its last granule position, less the pre-skip', () => {
    expect(inspectVoice(oggVoice(3_500))).toEqual({ mime: 'audio/ogg', durationMs: 3_500 });
    expect(inspectVoice(oggVoice(61_000)).durationMs).toBe(61_000);
  });

  it('refuses what is no Opus audio in WebM or Ogg', () => {
    const refused = [
      Buffer.from('not audio at all'),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
      webmVoice(2_000, { codec: 'A_VORBIS' }),
      webmVoice(2_000, { trackType: 1, codec: 'V_VP8' }),
      webmVoice(2_000, { docType: 'matroska' }),
      webmVoice(0),
      oggVoice(2_000, { codec: 'vorbis' }),
      oggVoice(0),
      Buffer.alloc(0),
    ];
    for (const bytes of refused) expect(() => inspectVoice(bytes), bytes.subarray(0, 8).toString('hex')).toThrow(InvalidVoiceError);
  });

  it('refuses files cut short or with lengths pointing past their end', () => {
    const webm = webmVoice(3_000);
    const ogg = oggVoice(3_000);
    for (const bytes of [webm.subarray(0, webm.length - 3), webm.subarray(0, 40), ogg.subarray(0, ogg.length - 3), ogg.subarray(0, 30)]) {
      expect(() => inspectVoice(bytes)).toThrow(InvalidVoiceError);
    }
  });
});
