/**
 * What a voice message's file really is, read from its bytes (never from the name or the browser's type):
 * Opus audio in WebM (Chrome, Edge, Safari) or in Ogg (Firefox), and how long it plays. The duration comes
 * from the audio itself (the last block's or page's time), because MediaRecorder's WebM carries no duration
 * header and a header could claim anything.
 */

export type VoiceMime = 'audio/webm' | 'audio/ogg';

export interface VoiceInfo {
  mime: VoiceMime;
  /** Playing time in milliseconds, from the audio's own timestamps. */
  durationMs: number;
}

/** The bytes are no Opus audio in WebM or Ogg, or are cut short or malformed. */
export class InvalidVoiceError extends Error {}

export function inspectVoice(bytes: Uint8Array): VoiceInfo {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { mime: 'audio/webm', durationMs: webmDurationMs(bytes) };
  if (startsWith(bytes, [0x4f, 0x67, 0x67, 0x53])) return { mime: 'audio/ogg', durationMs: oggOpusDurationMs(bytes) };
  throw new InvalidVoiceError('neither WebM nor Ogg');
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);

// --- WebM (Matroska EBML) --------------------------------------------------------------------------------

const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** Elements whose children are read in line: MediaRecorder writes the Segment and each Cluster with an unknown size. */
const ENTERED = new Set([SEGMENT, CLUSTER, BLOCK_GROUP]);
const AUDIO_TRACK = 2;
/** One Opus frame as MediaRecorder writes it: the last block plays this long past its timestamp. */
const OPUS_FRAME_MS = 20;

interface Element {
  id: number;
  /** Start of the element's data. */
  start: number;
  /** Null: unknown size (only allowed for the elements read in line). */
  size: number | null;
}

/** A variable-length integer at `at`: its value (marker bit removed unless `keepMarker`) and its length. */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new InvalidVoiceError('bad element header');
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) throw new InvalidVoiceError('cut short');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[at + index]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readElement(bytes: Uint8Array, at: number): Element {
  const id = readVint(bytes, at, true);
  if (id.length > 4) throw new InvalidVoiceError('bad element id');
  const size = readVint(bytes, at + id.length, false);
  return { id: id.value, start: at + id.length + size.length, size: size.unknown ? null : size.value };
}

function readUint(bytes: Uint8Array, element: Element): number {
  let value = 0;
  for (let index = 0; index < element.size!; index++) value = value * 256 + bytes[element.start + index]!;
  return value;
}

const readText = (bytes: Uint8Array, element: Element) =>
  new TextDecoder().decode(bytes.subarray(element.start, element.start + element.size!)).replace(/\0+$/, '');

/** The children of a sized element, each read by `visit`. */
function children(bytes: Uint8Array, parent: Element, visit: (child: Element) => void): void {
  const end = parent.start + parent.size!;
  let at = parent.start;
  while (at < end) {
    const child = readElement(bytes, at);
    if (child.size === null || child.start + child.size > end) throw new InvalidVoiceError('bad child size');
    visit(child);
    at = child.start + child.size;
  }
}

function webmDurationMs(bytes: Uint8Array): number {
  const header = readElement(bytes, 0);
  if (header.size === null || header.start + header.size > bytes.length) throw new InvalidVoiceError('bad EBML header');
  let docType = '';
  children(bytes, header, (child) => {
    if (child.id === DOC_TYPE) docType = readText(bytes, child);
  });
  if (docType !== 'webm') throw new InvalidVoiceError(`doc type ${docType}`);

  let scaleNs = 1_000_000;
  let tracks = 0;
  let opusTrack: number | null = null;
  let clusterTime: number | null = null;
  let lastBlock = -1;
  let at = header.start + header.size;
  while (at < bytes.length) {
    const element = readElement(bytes, at);
    if (ENTERED.has(element.id)) {
      if (element.id === CLUSTER) clusterTime = null;
      at = element.start;
      continue;
    }
    if (element.size === null || element.start + element.size > bytes.length) throw new InvalidVoiceError('cut short');
    if (element.id === INFO) {
      children(bytes, element, (child) => {
        if (child.id === TIMECODE_SCALE) scaleNs = readUint(bytes, child);
      });
    } else if (element.id === TRACKS) {
      children(bytes, element, (entry) => {
        if (entry.id !== TRACK_ENTRY) return;
        tracks += 1;
        let type = 0;
        let codec = '';
        children(bytes, entry, (field) => {
          if (field.id === TRACK_TYPE) type = readUint(bytes, field);
          if (field.id === CODEC_ID) codec = readText(bytes, field);
        });
        if (type === AUDIO_TRACK && codec === 'A_OPUS') opusTrack = tracks;
      });
    } else if (element.id === CLUSTER_TIMECODE) {
      clusterTime = readUint(bytes, element);
    } else if (element.id === SIMPLE_BLOCK || element.id === BLOCK) {
      if (opusTrack === null || clusterTime === null) throw new InvalidVoiceError('block outside an Opus cluster');
      const track = readVint(bytes, element.start, false);
      const offset = element.start + track.length;
      if (element.size < track.length + 3) throw new InvalidVoiceError('short block');
      const relative = ((bytes[offset]! << 24) >> 16) | bytes[offset + 1]!;
      lastBlock = Math.max(lastBlock, clusterTime + relative);
    }
    at = element.start + element.size;
  }
  if (tracks !== 1 || opusTrack === null) throw new InvalidVoiceError('not one Opus audio track');
  if (lastBlock < 0) throw new InvalidVoiceError('no audio');
  if (scaleNs <= 0) throw new InvalidVoiceError('bad timecode scale');
  return Math.round((lastBlock * scaleNs) / 1_000_000) + OPUS_FRAME_MS;
}

// --- Ogg Opus ----------------------------------------------------------------------------------------------

/** Opus in Ogg always counts granules at 48 kHz, whatever the recording's rate. */
const OPUS_GRANULE_RATE = 48;

function oggOpusDurationMs(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  let serial: number | null = null;
  let preSkip: number | null = null;
  let lastGranule = -1;
  while (at < bytes.length) {
    if (at + 27 > bytes.length || !startsWith(bytes.subarray(at), [0x4f, 0x67, 0x67, 0x53]) || bytes[at + 4] !== 0) {
      throw new InvalidVoiceError('bad Ogg page');
    }
    const granule = Number(view.getBigInt64(at + 6, true));
    const pageSerial = view.getUint32(at + 14, true);
    const segments = bytes[at + 26]!;
    if (at + 27 + segments > bytes.length) throw new InvalidVoiceError('cut short');
    let dataLength = 0;
    for (let index = 0; index < segments; index++) dataLength += bytes[at + 27 + index]!;
    const data = at + 27 + segments;
    if (data + dataLength > bytes.length) throw new InvalidVoiceError('cut short');
    if (serial === null) {
      // The first page holds the identification header: 'OpusHead', version, channels, pre-skip (LE).
      if (dataLength < 19 || new TextDecoder().decode(bytes.subarray(data, data + 8)) !== 'OpusHead') {
        throw new InvalidVoiceError('not Opus');
      }
      serial = pageSerial;
      preSkip = view.getUint16(data + 10, true);
    } else if (pageSerial !== serial) {
      throw new InvalidVoiceError('more than one stream');
    }
    // -1 marks a page on which no packet ends; every other page's granule is the audio up to its end.
    if (granule >= 0) lastGranule = Math.max(lastGranule, granule);
    at = data + dataLength;
  }
  if (serial === null || preSkip === null || lastGranule <= preSkip) throw new InvalidVoiceError('no audio');
  return Math.round((lastGranule - preSkip) / OPUS_GRANULE_RATE);
}
