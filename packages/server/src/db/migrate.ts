/**
 * Applies the versioned SQL files of `migrations/` in order, each once.
 * The applied versions are recorded in `schema_migrations`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADVISORY_LOCKS } from './aloneAcrossProcesses.js';
import type { Database } from './database.js';

/** Where the .sql files are: beside this module in the sources, copied beside the bundle by the build. */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Reads `NNN_name.sql` files, sorted by version. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: readFileSync(new URL(file, `file://${dir.endsWith('/') ? dir : `${dir}/`}`), 'utf8'),
    }));
}

/**
 * Brings the schema up to date in one transaction, under an advisory lock so that several
 * server processes starting together on one PostgreSQL migrate it once. Returns the versions
 * it applied.
 */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<number[]> {
  const applied = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.migration]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
  // The schema is final from here: statements are tagged by the tables they touch.
  await db.learnSchema();
  return applied;
}
