import { readConfig } from '../config.ts';
import { createDb } from './create-db.ts';
import { migrate } from './migrate.ts';

const config = readConfig();
const db = await createDb(config);
try {
  const applied = await migrate(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.close();
}
