import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Value } from 'typebox/value';
import { PhotoResponse, PhotosResponse } from '../../contracts/profile.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipartBody } from './multipart-body.ts';
import { addTestMember, as, testResolver, visitor } from './test-support.ts';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c04080' } });
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('POST/PUT/DELETE /api/photos.php', () => {
  const { app, db, dataDir } = useTestApp({ resolveMember: testResolver });
  let png: Buffer;
  let jpeg: Buffer;

  beforeAll(async () => {
    png = await solid(800, 400).png().toBuffer();
    jpeg = await solid(300, 200).jpeg().toBuffer();
  });

  const upload = (memberId: number | null, data: Buffer | string, filename = 'photo.jpg', contentType = 'image/jpeg') => {
    const body = multipartBody([{ name: 'file', filename, contentType, data }]);
    return app().inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...(memberId === null ? visitor : as(memberId)), ...body.headers },
      payload: body.payload,
    });
  };
  const media = (url: string) => join(dataDir(), 'media', url.replace(/^\/media\//, ''));

  it('stores a PNG as a 600 px wide JPEG and a 160 px thumb, under inspection, main when it is the first', async () => {
    const memberId = await addTestMember(db());
    const response = await upload(memberId, png, 'holiday.png', 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(Value.Check(PhotoResponse, body)).toBe(true);
    expect(body.photo).toMatchObject({ status: 'inspection', is_main: true });
    expect(body.photo.url).toMatch(new RegExp(`^/media/members/${memberId}/[0-9a-f]{24}\\.jpg$`));

    const main = await sharp(media(body.photo.url)).metadata();
    expect(main).toMatchObject({ format: 'jpeg', width: 600, height: 300 });
    const thumb = await sharp(media(body.photo.thumb)).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: 160, height: 160 });

    // Served by the media plugin.
    const served = await app().inject(body.photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const second = await upload(memberId, jpeg);
    expect(second.json().photo.is_main).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation and strips all metadata', async () => {
    const memberId = await addTestMember(db());
    const rotated = await solid(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await upload(memberId, rotated);
    expect(response.statusCode).toBe(201);
    const stored = await sharp(media(response.json().photo.url)).metadata();
    expect(stored).toMatchObject({ width: 200, height: 300 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
  });

  it('accepts WebP and GIF (first frame)', async () => {
    const memberId = await addTestMember(db());
    expect((await upload(memberId, await solid(100, 100).webp().toBuffer(), 'a.webp', 'image/webp')).statusCode).toBe(201);
    expect((await upload(memberId, await solid(100, 100).gif().toBuffer(), 'a.gif', 'image/gif')).statusCode).toBe(201);
  });

  it('judges the content, not the name: text, SVG, TIFF and truncated JPEGs are invalid_image', async () => {
    const memberId = await addTestMember(db());
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const cases: [Buffer | string, string][] = [
      ['this is not a picture', 'photo.jpg'],
      [svg, 'photo.png'],
      [await solid(50, 50).tiff().toBuffer(), 'photo.jpg'],
      [jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'photo.jpg'],
    ];
    for (const [data, filename] of cases) {
      const response = await upload(memberId, data, filename);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'invalid_image' });
    }
    const { rows } = await db().query('select 1 from photos where member_id = $1', [memberId]);
    expect(rows).toHaveLength(0);
  });

  it('refuses files over 10 MB with 413 photo_too_large', async () => {
    const memberId = await addTestMember(db());
    const response = await upload(memberId, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'photo_too_large', params: { max_mb: 10 } });
  });

  it('answers 400 without a file or without a multipart body', async () => {
    const memberId = await addTestMember(db());
    const noFile = multipartBody([]);
    const empty = await app().inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...as(memberId), ...noFile.headers },
      payload: noFile.payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'photo_missing' });
    const json = await app().inject({ method: 'POST', url: '/api/photos.php', headers: as(memberId), payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('requires login', async () => {
    const response = await upload(null, png);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'authentication_required' });
  });

  it('limits free members to 3 photos and premium members to 25 (rejected photos do not count)', async () => {
    const free = await addTestMember(db());
    for (let i = 0; i < 3; i++) expect((await upload(free, jpeg)).statusCode).toBe(201);
    const fourth = await upload(free, jpeg);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({ error: 'photo_limit', params: { max: 3 } });

    await db().query(`update photos set status = 'rejected' where id = (select min(id) from photos where member_id = $1)`, [free]);
    expect((await upload(free, jpeg)).statusCode).toBe(201);

    const premium = await addTestMember(db(), { paid: true });
    await db().query(
      `insert into photos (member_id, filename, thumb_filename, status) select $1, 'members/x.jpg', 'members/x-thumb.jpg', 'active' from generate_series(1, 24)`,
      [premium],
    );
    expect((await upload(premium, jpeg)).statusCode).toBe(201);
    const over = await upload(premium, jpeg);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ error: 'photo_limit', params: { max: 25 } });
  });

  it('never lets two uploads at once pass the limit', async () => {
    const memberId = await addTestMember(db());
    await upload(memberId, jpeg);
    await upload(memberId, jpeg);
    const results = await Promise.all([upload(memberId, jpeg), upload(memberId, jpeg), upload(memberId, jpeg)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 403, 403]);
    const { rows } = await db().query('select 1 from photos where member_id = $1', [memberId]);
    expect(rows).toHaveLength(3);
  });

  it('makes one of my photos the main one, and 404s for photos of others', async () => {
    const me = await addTestMember(db());
    const other = await addTestMember(db());
    const first = (await upload(me, jpeg)).json().photo;
    const second = (await upload(me, jpeg)).json().photo;
    const theirs = (await upload(other, jpeg)).json().photo;

    const response = await app().inject({ method: 'PUT', url: '/api/photos.php', headers: as(me), payload: { id: second.id, main: true } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(PhotosResponse, body)).toBe(true);
    expect(body.photos.map((photo: { id: number; is_main: boolean }) => [photo.id, photo.is_main])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const foreign = await app().inject({ method: 'PUT', url: '/api/photos.php', headers: as(me), payload: { id: theirs.id, main: true } });
    expect(foreign.statusCode).toBe(404);
    const { rows } = await db().query<{ is_main: boolean }>('select is_main from photos where id = $1', [theirs.id]);
    expect(rows[0]!.is_main).toBe(true);

    const anonymous = await app().inject({
      method: 'PUT',
      url: '/api/photos.php',
      headers: visitor,
      payload: { id: first.id, main: true },
    });
    expect(anonymous.statusCode).toBe(403);
    const bad = await app().inject({ method: 'PUT', url: '/api/photos.php', headers: as(me), payload: { id: first.id, main: false } });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes my photo with its files; the next photo becomes main; others cannot delete it', async () => {
    const me = await addTestMember(db());
    const other = await addTestMember(db());
    const first = (await upload(me, jpeg)).json().photo;
    const second = (await upload(me, jpeg)).json().photo;

    const foreign = await app().inject({ method: 'DELETE', url: '/api/photos.php', headers: as(other), payload: { id: first.id } });
    expect(foreign.statusCode).toBe(404);
    expect(await exists(media(first.url))).toBe(true);

    const response = await app().inject({ method: 'DELETE', url: '/api/photos.php', headers: as(me), payload: { id: first.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json().photos).toEqual([expect.objectContaining({ id: second.id, is_main: true })]);
    expect(await exists(media(first.url))).toBe(false);
    expect(await exists(media(first.thumb))).toBe(false);

    const again = await app().inject({ method: 'DELETE', url: '/api/photos.php', headers: as(me), payload: { id: first.id } });
    expect(again.statusCode).toBe(404);
    const anonymous = await app().inject({ method: 'DELETE', url: '/api/photos.php', headers: visitor, payload: { id: second.id } });
    expect(anonymous.statusCode).toBe(403);
  });

  it('never deletes the shared pool pictures of seeded members', async () => {
    const me = await addTestMember(db());
    await mkdir(join(dataDir(), 'media', 'members'), { recursive: true });
    await writeFile(join(dataDir(), 'media', 'members', 'portrait-001.jpg'), jpeg);
    const { rows } = await db().query<{ id: number }>(
      `insert into photos (member_id, filename, thumb_filename, status, is_main)
       values ($1, 'members/portrait-001.jpg', 'members/portrait-001-thumb.jpg', 'active', true) returning id`,
      [me],
    );
    const response = await app().inject({ method: 'DELETE', url: '/api/photos.php', headers: as(me), payload: { id: rows[0]!.id } });
    expect(response.statusCode).toBe(200);
    expect(await exists(join(dataDir(), 'media', 'members', 'portrait-001.jpg'))).toBe(true);
  });
});
