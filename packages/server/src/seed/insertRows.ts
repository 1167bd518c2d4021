import type { Queryable } from '../db/database.js';

/** PostgreSQL takes at most 65,535 parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

/**
 * Inserts many rows with multi-row VALUES statements, in chunks, and returns the `returning`
 * column of each row in order (ids of serial columns, typically).
 */
export async function insertRows(
  db: Queryable,
  table: string,
  rows: readonly object[],
  returning?: string,
): Promise<number[]> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return [];
  const columns = Object.keys(first);
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const out: number[] = [];
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const values = chunk.map((row) => {
      const placeholders = columns.map((column) => {
        params.push((row as Record<string, unknown>)[column]);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const result = await db.query<Record<string, unknown>>(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}${returning ? ` RETURNING ${returning}` : ''}`,
      params,
    );
    if (returning) out.push(...result.map((row) => row[returning] as number));
  }
  return out;
}
