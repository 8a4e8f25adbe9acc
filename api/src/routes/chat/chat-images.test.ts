import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { callAs, resolveTestMember } from '../likes/test-members.ts';
import { multipartBody } from '../profile/multipart-body.ts';
import { balanceAndLedger, chatMember, sendText } from './test-chat.ts';

describe('image messages (POST chat.php multipart, GET chat-image.php)', () => {
  const { app, db, dataDir } = useTestApp({ resolveMember: resolveTestMember });
  let jpeg: Buffer;

  beforeAll(async () => {
    // 1200x800 landscape with EXIF orientation 6 (turn 90°) and a description: arrives upright (portrait, 600x900), stripped.
    jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c04080' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: 'secret place' } } })
      .toBuffer();
  });

  const sendImage = (memberId: number, fields: Record<string, string | number>, file: Buffer | null = jpeg) => {
    const parts = Object.entries(fields).map(([name, value]) => ({ name, data: String(value) }));
    if (file) parts.push({ name: 'file', filename: 'foto.jpg', contentType: 'image/jpeg', data: file } as never);
    const { payload, headers } = multipartBody(parts);
    return app().inject({
      method: 'POST',
      url: '/api/chat.php',
      headers: { ...headers, 'x-request-type': 'client', 'x-test-member': String(memberId) },
      payload,
    });
  };
  const storedFiles = async () => {
    try {
      const folders = await readdir(join(dataDir(), 'chat-images'));
      return (await Promise.all(folders.map((folder) => readdir(join(dataDir(), 'chat-images', folder))))).flat().length;
    } catch {
      return 0;
    }
  };

  it('stores the picture through the photo pipeline, charges photo_credits and serves it only to the two members', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const stranger = await chatMember(db(), { name: 'Vreemd' });
    const response = await sendImage(me, { profile: anna, kind: 'image', client_id: randomUUID() });
    expect(response.statusCode, response.body).toBe(200);
    const { message, credits } = response.json();
    expect(credits).toBe(40);
    expect(message).toMatchObject({ kind: 'image', text: null, image: { url: `/api/chat-image.php?id=${message.id}`, width: 600, height: 900 } });
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 40, ledger: 40 });

    for (const member of [me, anna]) {
      const served = await callAs(app(), member)('GET', message.image.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('private, max-age=86400');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 900 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    for (const member of [stranger, null]) {
      const refused = await callAs(app(), member)('GET', message.image.url);
      expect(refused.statusCode).toBe(member === null ? 403 : 404);
    }
    // Never under the public media path.
    expect((await app().inject({ url: `/media/chat-images/${me}` })).statusCode).toBe(404);
  });

  it('refuses a missing file (400), bytes that are no picture (422) and a file over 10 MB (413), storing nothing', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const before = await storedFiles();
    const fields = () => ({ profile: anna, kind: 'image', client_id: randomUUID() });
    expect((await sendImage(me, fields(), null)).json()).toMatchObject({ error: 'photo_missing' });
    expect((await sendImage(me, fields(), Buffer.from('<svg onload=alert(1)>'))).json()).toMatchObject({ error: 'invalid_image' });
    const large = await sendImage(me, fields(), Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ error: 'photo_too_large', params: { max_mb: 10 } });
    expect(await storedFiles()).toBe(before);
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 50, ledger: 50 });
  });

  it('keeps nothing of an image send that cannot be paid, and removes files with a deleted conversation', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 15 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const before = await storedFiles();
    const paid = await sendImage(me, { profile: anna, kind: 'image', client_id: randomUUID() });
    expect(paid.statusCode).toBe(200);
    const refused = await sendImage(me, { conversation: paid.json().message.conversation, kind: 'image', client_id: randomUUID() });
    expect(refused.statusCode).toBe(402);
    expect(await storedFiles()).toBe(before + 1);
    await callAs(app(), anna)('DELETE', '/api/chat.php', { conversation: paid.json().message.conversation });
    expect(await storedFiles()).toBe(before);
    expect((await callAs(app(), me)('GET', paid.json().message.image.url)).statusCode).toBe(404);
  });

  it('a text send still works as JSON beside multipart', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    expect((await sendText(app(), me, anna)).statusCode).toBe(200);
    const viaForm = await sendImage(me, { profile: anna, kind: 'text', text: 'Via formulier', client_id: randomUUID() }, null);
    expect(viaForm.statusCode, viaForm.body).toBe(200);
    expect(viaForm.json().message.text).toBe('Via formulier');
  });
});
