import { readConfig } from '../../config.ts';
import { createDb } from '../../db/create-db.ts';
import { migrate } from '../../db/migrate.ts';
import { purgeDeletedAccounts } from './deletion.ts';

// `pnpm --filter @dating/api purge-deleted`: run daily (cron). Stop the API first when it uses PGlite.
const config = readConfig();
const db = await createDb(config);
try {
  await migrate(db);
  const ids = await purgeDeletedAccounts(db, new Date());
  console.log(`Purged ${ids.length} account(s) past the 14-day reactivation window${ids.length ? `: ${ids.join(', ')}` : ''}.`);
} finally {
  await db.close();
}
