/**
 * Real servers for tests: a seeded in-memory PGlite and the whole service on a random port.
 * The seeded database is built once per test run (see `globalSetup.ts`) and every test file
 * loads a copy of it, which is much faster than running initdb and seeding each time.
 */
import { readFileSync } from 'node:fs';
import { type Database, openPglite } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { seedIfEmpty } from '../seed/seedCatalogue.js';
import { type RunningServer, type StartOptions, startServer } from '../server.js';
import { openTemplateCopy } from './postgresTemplate.js';

/** Products in the test catalogue: enough for every list, small enough to seed fast. */
export const TEST_CATALOGUE_PRODUCTS = 320;

/** Environment variable through which the global setup hands the seeded dump to test workers. */
export const DUMP_ENV = 'VITRINE_TEST_DUMP';

/**
 * A migrated, seeded database of its own: a copy of the template on PostgreSQL when DATABASE_URL
 * is set, else an in-memory PGlite loaded from the run's dump.
 */
export async function openSeededDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) return openTemplateCopy(process.env.DATABASE_URL);
  const dump = process.env[DUMP_ENV];
  if (dump) return openPglite({ loadDataDir: new Blob([readFileSync(dump)]) });
  const db = await openPglite();
  await migrate(db);
  await seedIfEmpty(db, { products: TEST_CATALOGUE_PRODUCTS });
  return db;
}

/**
 * Tests make hundreds of accounts, sign-ins and checkouts from one address: their servers allow
 * far more than any test needs. The tests of the limits themselves set their own.
 */
export const UNLIMITED_FOR_TESTS = {
  rateLimits: { signupsPerHour: 1_000_000, signinsPerQuarterHour: 1_000_000, uploadsPerHour: 1_000_000 },
  holdLimits: { items: 1_000, checkouts: 1_000_000 },
  activityLimits: {
    messages: { perSender: 1_000_000, perRecipient: 1_000_000 },
    likes: { perSender: 1_000_000, perRecipient: 1_000_000 },
  },
} as const;

/** The whole service on a random loopback port with a fresh copy of the seeded catalogue. */
export async function startTestServer(options: StartOptions = {}): Promise<RunningServer> {
  return startServer({
    db: options.db ?? (await openSeededDatabase()),
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    dataDir: 'memory://',
    ...UNLIMITED_FOR_TESTS,
    ...options,
  });
}
