import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '../../contracts/profile.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addTestMember, as, testResolver } from './test-support.ts';

const BOUNDARY = '----sizelimit';
const HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/**
 * Photos up to 10 MB. A file over the limit is always 413 photo_too_large and nothing is stored, also
 * when the cut falls exactly on a chunk boundary of the streamed body (then the truncated file arrives
 * complete-looking) and when the first 10 MB would decode as a picture (never 201, never 422).
 */
describe('the 10 MB photo limit', () => {
  const { app, db, dataDir } = useTestApp({ resolveMember: testResolver });
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3080c0' } })
      .jpeg()
      .toBuffer();
  });

  /** A real JPEG followed by padding: any prefix of at least the picture still decodes. */
  const paddedJpeg = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);

  /** The multipart body sent in the given chunk sizes (the rest in one last chunk). */
  const upload = (memberId: number, file: Buffer, chunks: 'whole' | 'cut-at-limit' | 'small') => {
    const body = Buffer.concat([HEAD, file, TAIL]);
    const cuts =
      chunks === 'cut-at-limit'
        ? [HEAD.length + PHOTO_MAX_BYTES]
        : chunks === 'small'
          ? Array.from({ length: Math.floor(body.length / 65_536) }, (_, index) => (index + 1) * 65_536)
          : [];
    const pieces = [0, ...cuts, body.length].slice(1).map((end, index, ends) => body.subarray(index === 0 ? 0 : ends[index - 1], end));
    return app().inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...as(memberId), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: chunks === 'whole' ? body : Readable.from(pieces),
    });
  };

  const stored = async (memberId: number) => {
    const { rows } = await db().query('select id from photos where member_id = $1', [memberId]);
    const files = await readdir(join(dataDir(), 'media', 'members', String(memberId))).catch(() => []);
    return { rows: rows.length, files: files.length };
  };

  it('accepts a file of exactly 10 MB, sent whole and streamed', async () => {
    for (const chunks of ['whole', 'cut-at-limit'] as const) {
      const memberId = await addTestMember(db());
      const response = await upload(memberId, paddedJpeg(PHOTO_MAX_BYTES), chunks);
      expect(response.statusCode, `${chunks}: ${response.body}`).toBe(201);
      expect(await stored(memberId)).toMatchObject({ rows: 1 });
    }
  });

  const oversize: Array<[string, number, 'whole' | 'cut-at-limit' | 'small']> = [
    ['one byte over, whole', PHOTO_MAX_BYTES + 1, 'whole'],
    ['one byte over, cut at the limit', PHOTO_MAX_BYTES + 1, 'cut-at-limit'],
    ['11 MB in 64 KiB chunks', 11 * 1024 * 1024, 'small'],
    ['30 MB, whole', 30 * 1024 * 1024, 'whole'],
    ['30 MB, cut at the limit', 30 * 1024 * 1024, 'cut-at-limit'],
    ['30 MB in 64 KiB chunks', 30 * 1024 * 1024, 'small'],
  ];

  it.each(oversize)('answers 413 and stores nothing: %s', { timeout: 60_000 }, async (_name, size, chunks) => {
    const memberId = await addTestMember(db());
    const response = await upload(memberId, paddedJpeg(size), chunks);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({
      error: 'photo_too_large',
      message: 'Deze foto is te groot (maximaal 10 MB).',
      params: { max_mb: 10 },
    });
    expect(await stored(memberId)).toEqual({ rows: 0, files: 0 });
  });

  it('answers 413 every time for repeated 30 MB uploads streamed across the limit', { timeout: 120_000 }, async () => {
    const memberId = await addTestMember(db());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await upload(memberId, paddedJpeg(30 * 1024 * 1024), attempt % 2 ? 'small' : 'cut-at-limit')).statusCode);
    }
    expect(statuses).toEqual([413, 413, 413, 413]);
    expect(await stored(memberId)).toEqual({ rows: 0, files: 0 });
  });
});
