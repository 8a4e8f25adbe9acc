import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { useTestDb } from '../test/test-db.ts';
import { ensureVapidKeys, loadVapidKeys } from './vapid-keys.ts';

describe('VAPID keys at API start', () => {
  const db = useTestDb({ reference: true });
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-vapid-test-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const stored = async () =>
    (
      await db().query<{ domain: string; public_key: string | null; private_key: string | null }>(
        `select domain, settings ->> 'push_public_key' as public_key, secrets ->> 'push_private_key' as private_key
         from site_config order by is_default desc, id`,
      )
    ).rows;

  it('generates a pair for sites without one, keeps it on the next start, and shares it with other sites', async () => {
    await db().query(`update site_config set settings = settings - 'push_public_key', secrets = '{}' where is_default`);
    await db().query(
      `insert into site_config (domain, is_default, settings) select 'second.example', false, settings from site_config where is_default`,
    );

    const first = await buildApp({ db: db(), dataDir });
    await first.ready();
    await first.close();
    const afterFirst = await stored();
    expect(afterFirst[0]!.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(afterFirst[0]!.private_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(afterFirst[1]).toMatchObject({ public_key: afterFirst[0]!.public_key, private_key: afterFirst[0]!.private_key });

    const second = await buildApp({ db: db(), dataDir });
    await second.ready();
    const settings = (await second.inject('/api/settings.php')).json();
    await second.close();
    expect(await stored()).toEqual(afterFirst);
    // The public key reaches the browser through settings.php; the private one never does.
    expect(settings.push_public_key).toBe(afterFirst[0]!.public_key);
    expect(JSON.stringify(settings)).not.toContain(afterFirst[0]!.private_key!);
  });

  it('is idempotent and replaces a half pair', async () => {
    expect(await ensureVapidKeys(db())).toBe(0);
    await db().query(`update site_config set secrets = secrets - 'push_private_key' where domain = 'second.example'`);
    expect(await ensureVapidKeys(db())).toBe(1);
    const [main, other] = await stored();
    expect(other).toMatchObject({ public_key: main!.public_key, private_key: main!.private_key });
    expect(await loadVapidKeys(db())).toMatchObject({ publicKey: main!.public_key, subject: 'mailto:support@datingsite.nl' });
  });
});
