import type { Db } from '../src/db/db.ts';

/**
 * Inserts rows with one multi-row INSERT per 1,000 rows; `values` is one row's tuple with `$?` for each
 * parameter. Returns the new ids in order.
 */
export async function batchInsertRows(db: Db, insert: string, values: string, rows: readonly unknown[][]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 1_000) {
    const chunk = rows.slice(start, start + 1_000);
    let n = 0;
    const tuples = chunk.map(() => values.replace(/\$\?/g, () => `$${++n}`));
    const { rows: inserted } = await db.query<{ id: number }>(`${insert} values ${tuples.join(', ')} returning id`, chunk.flat());
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
