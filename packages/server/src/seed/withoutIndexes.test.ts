import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { seedIfEmpty } from './seedCatalogue.js';
import { withoutIndexes } from './withoutIndexes.js';

const TABLES = ['produit', 'image_produit', 'sous_produit'];

async function indexDefinitions(db: Database): Promise<string[]> {
  const rows = await db.query<{ indexdef: string }>(
    'SELECT indexdef FROM pg_indexes WHERE tablename = ANY($1::text[]) ORDER BY indexname',
    [TABLES],
  );
  return rows.map((row) => row.indexdef);
}

describe('seeding a catalogue in bulk', () => {
  let db: Database;
  let migrated: string[];

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    migrated = await indexDefinitions(db);
  });
  afterAll(() => db.close());

  it('leaves every index of the migrations as it was, and the planner with statistics', async () => {
    expect(await seedIfEmpty(db, { products: 40 })).toBe(true);
    expect(await indexDefinitions(db)).toEqual(migrated);
    expect(migrated.some((definition) => definition.includes('gin_trgm_ops'))).toBe(true);
    // PGlite runs no autovacuum: without the seeder's ANALYZE these would be missing.
    const [stats] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stats WHERE tablename = 'produit' AND attname = 'id_categorie'`,
    );
    expect(stats?.count).toBe(1);
    // The rows are all there, searchable through the rebuilt index.
    const [found] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM produit WHERE search_text LIKE '%sac%'`,
    );
    expect(found?.count).toBeGreaterThan(0);
  });

  it('puts the indexes back when the work fails, with the transaction', async () => {
    await expect(
      db.transaction((tx) =>
        withoutIndexes(tx, TABLES, async () => {
          throw new Error('the load failed');
        }),
      ),
    ).rejects.toThrow('the load failed');
    expect(await indexDefinitions(db)).toEqual(migrated);
  });
});
