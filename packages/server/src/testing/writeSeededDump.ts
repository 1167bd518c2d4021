/**
 * Builds the seeded test database and writes its dump to the file named by the first argument
 * (with DATABASE_URL: seeds the PostgreSQL template database instead).
 * Run as its own process by `globalSetup.ts` (see there why).
 */
import { writeFileSync } from 'node:fs';
import { openPglite, openPostgres } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { seedIfEmpty } from '../seed/seedCatalogue.js';
import { recreateTemplate } from './postgresTemplate.js';
import { TEST_CATALOGUE_PRODUCTS } from './testServer.js';

const file = process.argv[2];
if (!file) throw new Error('Usage: writeSeededDump.ts <output.tar.gz>');

if (process.env.DATABASE_URL) {
  // PostgreSQL: seed the template database every test file copies.
  const db = await openPostgres(await recreateTemplate(process.env.DATABASE_URL));
  await migrate(db);
  await seedIfEmpty(db, { products: TEST_CATALOGUE_PRODUCTS });
  await db.close();
  writeFileSync(file, 'postgres');
} else {
  const db = await openPglite();
  await migrate(db);
  await seedIfEmpty(db, { products: TEST_CATALOGUE_PRODUCTS });
  const dump = await db.dump?.();
  if (!dump) throw new Error('PGlite can always dump its data folder');
  await db.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}
