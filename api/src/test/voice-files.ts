/**
 * Small but real voice recordings' containers, made here byte by byte (no encoder on this machine): WebM as
 * MediaRecorder writes it (unknown-size Segment and Clusters, no duration header, 20 ms Opus blocks) and Ogg
 * Opus as Firefox writes it. The Opus packets are silence-sized stubs: the server reads containers, not sound.
 */

const FRAME_MS = 20;

function vintSize(size: number | null): number[] {
  if (size === null) return [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
  const out = [0x01];
  for (let shift = 6; shift >= 0; shift--) out.push(Math.floor(size / 2 ** (shift * 8)) & 0xff);
  return out;
}

function idBytes(id: number): number[] {
  const out: number[] = [];
  for (let value = id; value > 0; value = Math.floor(value / 256)) out.unshift(value & 0xff);
  return out;
}

const element = (id: number, payload: number[] | Buffer, size: number | null = payload.length) =>
  Buffer.from([...idBytes(id), ...vintSize(size), ...payload]);
const uint = (value: number) => [(value >> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const text = (value: string) => [...Buffer.from(value)];

export interface WebmOptions {
  codec?: string;
  /** 2 audio (default), 1 video. */
  trackType?: number;
  docType?: string;
}

/** A WebM file of `durationMs` of Opus (blocks every 20 ms, a cluster a second). */
export function webmVoice(durationMs: number, options: WebmOptions = {}): Buffer {
  const header = element(0x1a45dfa3, element(0x4282, text(options.docType ?? 'webm')));
  const info = element(0x1549a966, element(0x2ad7b1, uint(1_000_000)));
  const track = Buffer.concat([
    element(0xd7, [1]),
    element(0x83, [options.trackType ?? 2]),
    element(0x86, text(options.codec ?? 'A_OPUS')),
  ]);
  const tracks = element(0x1654ae6b, element(0xae, track));
  const clusters: Buffer[] = [];
  for (let clusterStart = 0; clusterStart < durationMs; clusterStart += 1000) {
    const parts = [element(0xe7, uint(clusterStart))];
    for (let at = clusterStart; at < Math.min(clusterStart + 1000, durationMs); at += FRAME_MS) {
      const relative = at - clusterStart;
      parts.push(element(0xa3, [0x81, (relative >> 8) & 0xff, relative & 0xff, 0x80, 0xfc, 0xff, 0xfe]));
    }
    const body = Buffer.concat(parts);
    clusters.push(Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75, ...vintSize(null)]), body]));
  }
  const segment = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67, ...vintSize(null)]), info, tracks, ...clusters]);
  return Buffer.concat([header, segment]);
}

const PRE_SKIP = 312;

function crcTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let index = 0; index < 256; index++) {
    let value = index << 24;
    for (let bit = 0; bit < 8; bit++) value = value & 0x80000000 ? (value << 1) ^ 0x04c11db7 : value << 1;
    table[index] = value >>> 0;
  }
  return table;
}
const CRC = crcTable();

function oggPage(headerType: number, granule: bigint, sequence: number, packets: Buffer[]): Buffer {
  const lacing: number[] = [];
  for (const packet of packets) {
    let left = packet.length;
    while (left >= 255) {
      lacing.push(255);
      left -= 255;
    }
    lacing.push(left);
  }
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[4] = 0;
  header[5] = headerType;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x5eed, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  const page = Buffer.concat([header, Buffer.from(lacing), ...packets]);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ CRC[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  page.writeUInt32LE(crc, 22);
  return page;
}

/** An Ogg Opus file of `durationMs` (a page a second), or with `codec: 'vorbis'` a Vorbis header instead. */
export function oggVoice(durationMs: number, options: { codec?: 'opus' | 'vorbis' } = {}): Buffer {
  const head = Buffer.alloc(19);
  head.write(options.codec === 'vorbis' ? '\x01vorbis\0' : 'OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(PRE_SKIP, 10);
  head.writeUInt32LE(48_000, 12);
  const tags = Buffer.concat([Buffer.from('OpusTags'), Buffer.from([4, 0, 0, 0]), Buffer.from('test'), Buffer.alloc(4)]);
  const pages = [oggPage(0x02, 0n, 0, [head]), oggPage(0, 0n, 1, [tags])];
  let sequence = 2;
  for (let start = 0; start < durationMs; start += 1000) {
    const end = Math.min(start + 1000, durationMs);
    const packets = Array.from({ length: Math.ceil((end - start) / FRAME_MS) }, () => Buffer.from([0xfc, 0xff, 0xfe]));
    const last = end >= durationMs;
    pages.push(oggPage(last ? 0x04 : 0, BigInt(PRE_SKIP + end * 48), sequence++, packets));
  }
  return Buffer.concat(pages);
}
