import { readConfig } from '../config.ts';
import { createDb } from '../db/create-db.ts';
import { runModeration } from './moderate.ts';

// With PGlite (no DATABASE_URL) the data folder is locked by a running API: stop it first, as for the seed.
const db = await createDb(readConfig());
try {
  process.exitCode = await runModeration(db, process.argv.slice(2), (line) => console.log(line));
} finally {
  await db.close();
}
