/**
 * A list's page and page size are parameters of one statement text: a shopper paging through
 * the catalogue, or a client asking another size, prepares nothing new in the statement caches
 * (which would otherwise close older statements, or retire a PostgreSQL connection, to make room).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from '../../testing/testServer.js';
import type { Database } from '../database.js';
import { listProducts, pageClause } from './products.js';
import { listNewestSellers } from './sellers.js';

let db: Database;
beforeAll(async () => {
  db = await openSeededDatabase();
  // As the server does once migrated: reads then go through the prepared statements.
  await db.learnSchema();
});
afterAll(() => db?.close());

/** The statements this database session holds prepared whose text contains `marker`. */
const preparedWith = async (marker: string) =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE strpos(statement, $1) > 0',
      [marker],
    )
  )[0]?.n;

describe('paging', () => {
  it('writes LIMIT and OFFSET as parameters, added after those given', () => {
    const params: unknown[] = ['fr'];
    expect(pageClause(3, 24, params)).toBe('LIMIT $2 OFFSET $3');
    expect(params).toEqual(['fr', 24, 48]);
    const other: unknown[] = ['fr'];
    expect(pageClause(1, 12, other)).toBe('LIMIT $2 OFFSET $3');
    expect(other).toEqual(['fr', 12, 0]);
  });

  // PGlite: the server's one session, whose prepared statements the reader keeps.
  it.skipIf(process.env.DATABASE_URL)(
    'answers every page and page size from one prepared statement, each page its own rows',
    async () => {
      const pages: { id_produit: number }[][] = [];
      for (const [page, limit] of [
        [1, 6],
        [2, 6],
        [3, 6],
        [1, 9],
      ] as const) {
        pages.push(
          (await listProducts(db, { viewerId: 0, language: 'fr', order: 'newest', page, limit })).parse(),
        );
      }
      const ids = pages.slice(0, 3).flatMap((cards) => cards.map((card) => card.id_produit));
      expect(ids).toHaveLength(18);
      expect(new Set(ids).size).toBe(18);
      expect(pages[3]?.map((card) => card.id_produit)).toEqual(ids.slice(0, 9));
      expect(await preparedWith('WITH page AS MATERIALIZED')).toBe(1);

      for (const page of [1, 2, 3]) await listNewestSellers(db, { page, limit: 2 });
      expect(await preparedWith('ORDER BY u.created_at DESC, u.id_user DESC')).toBe(1);
    },
  );
});
