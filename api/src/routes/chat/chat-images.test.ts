import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { callAs, resolveTestMember } from '../likes/test-members.ts';
import { CHAT_SEND_LIMIT } from '../../lib/rate-limit/limits.ts';
import { balanceAndLedger, chatMember, sendText } from './test-chat.ts';
import { fileSendMembers, sendChatFile, storedChatFiles } from './test-chat-files.ts';

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG whose header claims width x height but whose pixel data is a few broken bytes: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([120, 156, 1, 2, 3])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image messages (POST chat.php multipart, GET chat-image.php)', () => {
  // Each test member sends a handful; the per-member send limit is tested on its own below.
  const { app, db, dataDir } = useTestApp({ resolveMember: resolveTestMember });
  let jpeg: Buffer;

  beforeAll(async () => {
    // 1200x800 landscape with EXIF orientation 6 (turn 90°) and a description: arrives upright (portrait, 600x900), stripped.
    jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c04080' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: 'secret place' } } })
      .toBuffer();
  });

  const sendImage = (memberId: number, fields: Record<string, string | number>, file: Buffer | null = jpeg) =>
    sendChatFile(app(), memberId, fields, file && { filename: 'foto.jpg', contentType: 'image/jpeg', data: file });
  const storedFiles = () => storedChatFiles(dataDir());

  it('stores the picture through the photo pipeline, charges photo_credits and serves it only to the two members', async () => {
    const { me, anna, stranger } = await fileSendMembers(db());
    const response = await sendImage(me, { profile: anna, kind: 'image', client_id: randomUUID() });
    expect(response.statusCode, response.body).toBe(200);
    const { message, credits } = response.json();
    expect(credits).toBe(40);
    expect(message).toMatchObject({
      kind: 'image',
      text: null,
      image: { url: `/api/chat-image.php?id=${message.id}`, width: 600, height: 900 },
    });
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
    const { me, anna } = await fileSendMembers(db());
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
    const { me, anna } = await fileSendMembers(db());
    expect((await sendText(app(), me, anna)).statusCode).toBe(200);
    const viaForm = await sendImage(me, { profile: anna, kind: 'text', text: 'Via formulier', client_id: randomUUID() }, null);
    expect(viaForm.statusCode, viaForm.body).toBe(200);
    expect(viaForm.json().message.text).toBe('Via formulier');
  });

  it("checks conversation, block, start limit and credits before it decodes anything: broken bytes get the rule's answer", async () => {
    const broken = pngClaiming(4000, 3000);
    const fields = (target: Record<string, number>) => ({ ...target, kind: 'image', client_id: randomUUID() });
    const before = await storedFiles();

    const poor = await chatMember(db(), { gender: 'male', credits: 5 });
    const anna = await chatMember(db(), { name: 'Anna' });
    expect((await sendImage(poor, fields({ profile: anna }), broken)).json()).toMatchObject({
      error: 'insufficient_credits',
      params: { needed: 5 },
    });

    const me = await chatMember(db(), { gender: 'male', credits: 100 });
    const blocker = await chatMember(db(), { name: 'Bea' });
    await callAs(app(), blocker)('POST', '/api/block.php', { profile_id: me });
    expect((await sendImage(me, fields({ profile: blocker }), broken)).json()).toMatchObject({ error: 'member_blocked' });

    const strangers = await Promise.all(
      [1, 2, 3].map((n) => chatMember(db(), { name: `Lid${n}`, gender: n === 1 ? 'male' : 'female', credits: 50 })),
    );
    const conversation = (await sendText(app(), strangers[0]!, strangers[1]!)).json().message.conversation as number;
    expect((await sendImage(me, fields({ conversation }), broken)).json()).toMatchObject({ error: 'conversation_not_found' });

    for (const partner of strangers.slice(0, 2)) expect((await sendText(app(), me, partner)).statusCode).toBe(200);
    expect((await sendImage(me, fields({ profile: strangers[2]! }), broken)).json()).toMatchObject({ error: 'conversation_limit' });

    // Where every rule lets it through, the same bytes are decoded and found broken.
    expect((await sendImage(me, fields({ profile: strangers[0]! }), broken)).json()).toMatchObject({ error: 'invalid_image' });
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a picture over 24 megapixels from its header (413), before decoding a pixel', async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 100 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const bomb = await sendImage(me, { profile: anna, kind: 'image', client_id: randomUUID() }, pngClaiming(6000, 4001));
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toMatchObject({ error: 'photo_too_large', params: { max_megapixels: 24 } });
    expect((await sendImage(me, { profile: anna, kind: 'image', client_id: randomUUID() }, pngClaiming(20_000, 20_000))).statusCode).toBe(
      413,
    );
    expect(await balanceAndLedger(db(), me)).toEqual({ credits: 100, ledger: 100 });
  });

  it(`limits sends to ${CHAT_SEND_LIMIT.max} a minute per member, whatever the IP`, async () => {
    const me = await chatMember(db(), { gender: 'male', credits: 1000, paid: true });
    const other = await chatMember(db(), { gender: 'male', credits: 100 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const statuses: number[] = [];
    for (let n = 0; n <= CHAT_SEND_LIMIT.max; n += 1) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/chat.php',
        headers: { 'x-request-type': 'client', 'x-test-member': String(me), 'x-forwarded-for': `10.9.0.${n}` },
        payload: { profile: anna, kind: 'text', text: `Hoi ${n}`, client_id: randomUUID() },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, CHAT_SEND_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another member from the same address is not held up.
    expect((await sendText(app(), other, anna)).statusCode).toBe(200);
  });
});
