import { readConfig } from '../config.ts';
import { createDb } from '../db/create-db.ts';
import { migrate } from '../db/migrate.ts';
import { runModeration } from './moderate.ts';

// With PGlite (no DATABASE_URL) the data folder is locked by a running API: stop it first, as for the seed.
const db = await createDb(readConfig());
try {
  // Like the server: a data folder from before migration 0004 still gets its moderation index.
  await migrate(db);
  process.exitCode = await runModeration(db, process.argv.slice(2), (line) => console.log(line));
} finally {
  await db.close();
}
