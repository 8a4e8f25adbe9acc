import type { Db } from '../db/db.ts';

// PostgreSQL accepts at most 65535 parameters per statement; stay well below it.
const MAX_PARAMS = 30_000;

/**
 * Inserts rows with multi-row VALUES statements, as many rows per statement as the parameter limit allows.
 * One round trip per few thousand rows is what makes seeding 100k members take seconds, not minutes.
 */
export async function insertRows(db: Db, table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void> {
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}
