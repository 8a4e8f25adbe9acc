import { parseArgs } from 'node:util';
import { readAppSettings, readConfig } from '../config.ts';
import { createDb } from '../db/create-db.ts';
import { migrate } from '../db/migrate.ts';
import { announceReferenceChange } from '../lib/cache/invalidation-channel.ts';
import { runSeed } from './seed.ts';
import { DEMO_LOGIN, ensureDemoAccount } from './demo-account.ts';
import { DEMO2_LOGIN, ensureDemoChats } from './demo-chats.ts';
import { MODERATOR_LOGIN, ensureDemoModerator } from './demo-moderator.ts';

const { values } = parseArgs({
  // `pnpm run seed -- --reset` hands the script a literal '--', which would end option parsing.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    members: { type: 'string', default: '2000' },
    pictures: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
  },
});
const members = Number(values.members);
const pictures = Number(values.pictures);
if (!Number.isInteger(members) || members < 0) throw new Error(`--members must be a whole number, got ${values.members}`);
if (!Number.isInteger(pictures) || pictures < 1) throw new Error(`--pictures must be at least 1, got ${values.pictures}`);

const config = readConfig();
const started = performance.now();
const db = await createDb(config);
try {
  await migrate(db);
  console.log(`Seeding ${members} members into ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`);
  const summary = await runSeed(db, {
    members,
    pictures,
    seed: Number(values.seed),
    reset: values.reset,
    dataDir: config.dataDir,
    log: (line) => console.log(line),
  });
  const totals = await db.query<{ members: number; fictional: number; invisible: number; photos: number; countries: number }>(
    `select count(*) as members, count(*) filter (where fictional) as fictional,
            count(*) filter (where invisible) as invisible,
            (select count(*) from photos) as photos, count(distinct country) as countries
       from members`,
  );
  const t = totals.rows[0];
  console.log(
    `Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${t?.members} members in ${t?.countries} countries ` +
      `(${t?.fictional} fictional, ${t?.invisible} invisible), ${t?.photos} photos; ` +
      (summary.skipped
        ? 'members were already there.'
        : `pictures generated ${summary.picturesGenerated}, reused ${summary.picturesReused}.`),
  );
  const demoId = await ensureDemoAccount(db);
  console.log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password} (member ${demoId})`);
  const demo2Id = await ensureDemoChats(db, demoId);
  console.log(`Second demo login, matched and chatting with the first: ${DEMO2_LOGIN.email} / ${DEMO2_LOGIN.password} (member ${demo2Id})`);
  const moderatorId = await ensureDemoModerator(db);
  console.log(
    `Moderator login (the console at /moderation): ${MODERATOR_LOGIN.email} / ${MODERATOR_LOGIN.password} (member ${moderatorId})`,
  );
  // Running API instances keep site config, regions and interests in memory: tell them it changed.
  const { redisUrl } = readAppSettings();
  if (redisUrl) await announceReferenceChange(redisUrl);
} finally {
  await db.close();
}
