import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaStorage } from './media-storage.ts';
import { readS3MediaConfig } from '../config.ts';
import { s3MediaStorage } from './s3-media-storage.ts';
import { useS3Server, TEST_BUCKETS } from '../test/s3-server.ts';
import { readChatImage, storeChatImage } from '../services/chat/chat-image-files.ts';
import { moveLocalMediaToS3 } from '../services/media/move-to-s3.ts';

describe('the S3 media store (against s3rver)', () => {
  const s3 = useS3Server();
  afterEach(() => vi.unstubAllEnvs());

  it('puts, gets and removes objects; a missing key reads null and removes without error', async () => {
    const storage = s3MediaStorage(s3.config(), 'media');
    await storage.put('members/7/abc.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect((await storage.get('members/7/abc.jpg'))?.toString()).toBe('jpeg bytes');
    expect(await storage.has('members/7/abc.jpg')).toBe(true);
    await storage.remove('members/7/abc.jpg');
    expect(await storage.get('members/7/abc.jpg')).toBeNull();
    expect(await storage.has('members/7/abc.jpg')).toBe(false);
    await expect(storage.remove('members/7/abc.jpg')).resolves.toBeUndefined();
  });

  it("serves public photos from the store's URL, cacheable for a year; chat images go to the other bucket", async () => {
    await s3MediaStorage(s3.config(), 'media').put('members/8/pub.jpg', Buffer.from('public'), 'image/jpeg');
    await s3MediaStorage(s3.config(), 'chat-images').put('8/secret.jpg', Buffer.from('private'), 'image/jpeg');
    const publicAnswer = await fetch(`${s3.config().endpoint}/${TEST_BUCKETS.publicBucket}/members/8/pub.jpg`);
    expect(publicAnswer.status).toBe(200);
    expect(publicAnswer.headers.get('content-type')).toBe('image/jpeg');
    expect(publicAnswer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await publicAnswer.text()).toBe('public');
    // The chat image is not under the public bucket (the cdn_prefix) at all.
    expect((await fetch(`${s3.config().endpoint}/${TEST_BUCKETS.publicBucket}/8/secret.jpg`)).status).toBe(404);
    expect(await s3MediaStorage(s3.config(), 'media').get('8/secret.jpg')).toBeNull();
  });

  it('is what mediaStorage() returns when MEDIA_S3_BUCKET is set, so uploads never land in DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'media-s3-'));
    try {
      for (const [name, value] of Object.entries(s3.env())) vi.stubEnv(name, value);
      const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
        .jpeg()
        .toBuffer();
      const stored = await storeChatImage(dataDir, 9, picture);
      expect(await readChatImage(dataDir, stored.file)).toBeInstanceOf(Buffer);
      expect(await s3MediaStorage(s3.config(), 'chat-images').has(stored.file)).toBe(true);
      // Nothing was written locally: another host reading the same key gets it from the store.
      expect(await mediaStorage(dataDir, 'chat-images', {}).get(stored.file)).toBeNull();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('moves existing local media into the store under the same keys, and skips what is there on a second run', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'media-move-'));
    try {
      await mkdir(join(dataDir, 'media', 'members', '3'), { recursive: true });
      await mkdir(join(dataDir, 'chat-images', '3'), { recursive: true });
      await writeFile(join(dataDir, 'media', 'members', '3', 'a.jpg'), 'photo a');
      await writeFile(join(dataDir, 'media', 'portrait-1.png'), 'pool picture');
      await writeFile(join(dataDir, 'chat-images', '3', 'c.jpg'), 'chat picture');
      expect(await moveLocalMediaToS3(dataDir, s3.config())).toEqual({
        media: { copied: 2, skipped: 0 },
        'chat-images': { copied: 1, skipped: 0 },
      });
      const answer = await fetch(`${s3.config().endpoint}/${TEST_BUCKETS.publicBucket}/portrait-1.png`);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(await answer.text()).toBe('pool picture');
      expect((await s3MediaStorage(s3.config(), 'chat-images').get('3/c.jpg'))?.toString()).toBe('chat picture');
      expect(await moveLocalMediaToS3(dataDir, s3.config())).toEqual({
        media: { copied: 0, skipped: 2 },
        'chat-images': { copied: 0, skipped: 1 },
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('moves nothing from a data folder without media', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'media-none-'));
    try {
      expect(await moveLocalMediaToS3(dataDir, s3.config())).toEqual({
        media: { copied: 0, skipped: 0 },
        'chat-images': { copied: 0, skipped: 0 },
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('readS3MediaConfig', () => {
  it('is off without MEDIA_S3_BUCKET and refuses a missing or shared private bucket', () => {
    expect(readS3MediaConfig({})).toBeNull();
    expect(readS3MediaConfig({ MEDIA_S3_BUCKET: 'pub', MEDIA_S3_PRIVATE_BUCKET: 'priv' })).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      publicBucket: 'pub',
      privateBucket: 'priv',
    });
    expect(() => readS3MediaConfig({ MEDIA_S3_BUCKET: 'pub' })).toThrow('MEDIA_S3_PRIVATE_BUCKET');
    expect(() => readS3MediaConfig({ MEDIA_S3_BUCKET: 'pub', MEDIA_S3_PRIVATE_BUCKET: 'pub' })).toThrow('must differ');
  });
});
