import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { useTestDb } from '../test/test-db.ts';
import { runSeed, type SeedOptions } from './seed.ts';

describe('runSeed', () => {
  const db = useTestDb();
  let dataDir = '';
  let options: SeedOptions;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'seed-test-'));
    options = { members: 50, pictures: 4, reset: false, dataDir, seed: 3 };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates members with interests, photos and pictures on disk', async () => {
    const summary = await runSeed(db(), options);
    expect(summary).toMatchObject({ skipped: false, members: 50, picturesGenerated: 4 });

    const members = await db().query<{ count: number; min_age: number; max_age: number }>(
      `select count(*) as count, min(date_part('year', age(birthdate)))::int as min_age,
              max(date_part('year', age(birthdate)))::int as max_age from members`,
    );
    expect(members.rows[0]).toMatchObject({ count: 50 });
    expect(members.rows[0]!.min_age).toBeGreaterThanOrEqual(18);
    expect(members.rows[0]!.max_age).toBeLessThanOrEqual(75);

    const perMember = await db().query<{ interests: number; photos: number; mains: number; region_ok: boolean }>(
      `select (select count(*) from member_interests i where i.member_id = m.id) as interests,
              (select count(*) from photos p where p.member_id = m.id and p.status = 'active') as photos,
              (select count(*) from photos p where p.member_id = m.id and p.is_main) as mains,
              (select r.country = m.country from regions r where r.id = m.region_id) as region_ok
         from members m`,
    );
    for (const row of perMember.rows) {
      expect(row.interests).toBeGreaterThanOrEqual(2);
      expect(row.interests).toBeLessThanOrEqual(6);
      expect(row.photos).toBeGreaterThanOrEqual(1);
      expect(row.photos).toBeLessThanOrEqual(4);
      expect(row.mains).toBe(1);
      expect(row.region_ok).toBe(true);
    }

    const files = await db().query<{ filename: string; thumb_filename: string }>('select distinct filename, thumb_filename from photos');
    for (const file of files.rows) {
      await access(join(dataDir, 'media', file.filename));
      await access(join(dataDir, 'media', file.thumb_filename));
    }
  });

  it('skips when members exist, and a reset with the same seed makes the same members', async () => {
    const before = await db().query<{ name: string; country: string }>('select name, country from members order by id');
    expect((await runSeed(db(), options)).skipped).toBe(true);

    const again = await runSeed(db(), { ...options, reset: true });
    expect(again).toMatchObject({ skipped: false, picturesGenerated: 0, picturesReused: 4 });
    const after = await db().query<{ name: string; country: string }>('select name, country from members order by id');
    expect(after.rows).toEqual(before.rows);
  });

  it('lets new members get fresh ids after the seeded ones', async () => {
    const { rows } = await db().query<{ id: number }>(
      `insert into members (name, gender, birthdate, country) values ('New', 'male', '1990-01-01', 'NL') returning id`,
    );
    expect(rows[0]!.id).toBe(51);
  });

  it('serves the generated pictures under /media/ with long cache headers', async () => {
    const app = await buildApp({ db: db(), dataDir });
    try {
      const response = await app.inject('/media/members/portrait-000-thumb.jpg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toContain('max-age=31536000');
      expect((await app.inject('/media/members/missing.jpg')).statusCode).toBe(404);
      expect((await app.inject('/media/../package.json')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
