import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaStorage, mediaStorage } from './media-storage.ts';

describe('local media storage', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'media-storage-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('puts, gets and removes files by key, in the area folder under DATA_DIR', async () => {
    const storage = mediaStorage(dataDir, 'media');
    await storage.put('members/7/abc.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect((await storage.get('members/7/abc.jpg'))?.toString()).toBe('jpeg bytes');
    expect((await readFile(join(dataDir, 'media', 'members/7/abc.jpg'))).toString()).toBe('jpeg bytes');
    await storage.remove('members/7/abc.jpg');
    expect(await storage.get('members/7/abc.jpg')).toBeNull();
    await expect(storage.remove('members/7/abc.jpg')).resolves.toBeUndefined();
  });

  it('refuses keys that would leave its folder', async () => {
    const storage = localMediaStorage(join(dataDir, 'chat-images'));
    for (const key of ['../media/x.jpg', '/etc/passwd', 'a/../../x', '', 'a//b']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow('unsafe media key');
      await expect(storage.get(key), key).rejects.toThrow('unsafe media key');
    }
  });
});
