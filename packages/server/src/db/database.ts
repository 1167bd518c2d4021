/**
 * The one door to the database. Queries are plain SQL with `$1` parameters, and both backends
 * answer them the same way: embedded PGlite (a folder on disk, or memory) and PostgreSQL.
 */
import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { createPreparedReader } from './pglitePrepared.js';
import { rejectNul } from './rejectNul.js';
import { createWriteClock, isReadOnlyStatement, tracked, type WriteClock } from './writeClock.js';

export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Transaction extends Queryable {
  /** Runs several statements separated by semicolons, as a migration file holds them. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Transaction {
  readonly kind: 'pglite' | 'postgres';
  /**
   * The data generation: moves forward after every statement or transaction of this process that
   * may have changed data has settled (see writeClock.ts). Writes of other processes sharing a
   * PostgreSQL database are not seen.
   */
  readonly generation: number;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data folder as a gzipped tarball, loadable with `openPglite({ loadDataDir })`. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** OIDs of the types we read as JavaScript numbers and ISO strings instead of strings. */
const OID = { int8: 20, numeric: 1700, timestamptz: 1184, timestamp: 1114, date: 1082 } as const;

const toNumber = (value: string) => Number(value);
const toIsoString = (value: string) => new Date(value).toISOString();
const asIs = (value: string) => value;

/** Opens PGlite in `dataDir`, or in memory when `dataDir` is `memory://` or absent. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const inMemory = !options.dataDir || options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir as string, { recursive: true });
  const db = await PGlite.create({
    ...(inMemory ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: {
      [OID.int8]: toNumber,
      [OID.numeric]: toNumber,
      [OID.timestamptz]: toIsoString,
      [OID.timestamp]: toIsoString,
      [OID.date]: asIs,
    },
  });
  return wrapPglite(db);
}

/**
 * Runs a transaction and moves the clock after it settled when one of its statements may have
 * written: not before the commit, or a reader could store the old rows under the new generation.
 */
async function trackedTransaction<T>(
  clock: WriteClock,
  run: (noteStatement: (sql: string | null) => void) => Promise<T>,
): Promise<T> {
  let wrote = false;
  try {
    return await run((sql) => {
      if (sql === null || !isReadOnlyStatement(sql)) wrote = true;
    });
  } finally {
    if (wrote) clock.bump();
  }
}

function wrapPglite(db: PGlite): Database {
  const clock = createWriteClock();
  const preparedQuery = createPreparedReader(db);
  return {
    kind: 'pglite',
    get generation() {
      return clock.generation;
    },
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      rejectNul(params);
      // Reads skip parsing and most round trips (pglitePrepared.ts); writes keep PGlite's path.
      if (isReadOnlyStatement(sql)) return preparedQuery<Row>(sql, params);
      const result = await tracked(clock, sql, () => db.query<Row>(sql, params as unknown[]));
      return result.rows;
    },
    transaction(work) {
      return trackedTransaction(clock, (note) =>
        db.transaction((tx) =>
          work({
            async query<Row>(sql: string, params: readonly unknown[] = []) {
              rejectNul(params);
              note(sql);
              const result = await tx.query<Row>(sql, params as unknown[]);
              return result.rows;
            },
            async exec(sql) {
              note(null);
              await tx.exec(sql);
            },
          }),
        ),
      );
    },
    async exec(sql) {
      await tracked(clock, null, () => db.exec(sql));
    },
    dump: () => db.dumpDataDir('gzip'),
    close: () => db.close(),
  };
}

/** Connects to PostgreSQL at `url` through a connection pool. */
export async function openPostgres(url: string): Promise<Database> {
  const parsers = new Map<number, (value: string) => unknown>([
    [OID.int8, toNumber],
    [OID.numeric, toNumber],
    [OID.timestamptz, toIsoString],
    [OID.timestamp, toIsoString],
    [OID.date, asIs],
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers.get(oid) ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // Fail now, with the connection error, rather than on the first request.
  await pool.query('SELECT 1');
  const clock = createWriteClock();
  return {
    kind: 'postgres',
    get generation() {
      return clock.generation;
    },
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      rejectNul(params);
      const result = await tracked(clock, sql, () => pool.query(sql, params as unknown[]));
      return result.rows as Row[];
    },
    transaction(work) {
      return trackedTransaction(clock, async (note) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work({
            async query<Row>(sql: string, params: readonly unknown[] = []) {
              rejectNul(params);
              note(sql);
              const rows = await client.query(sql, params as unknown[]);
              return rows.rows as Row[];
            },
            async exec(sql) {
              note(null);
              await client.query(sql);
            },
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      });
    },
    async exec(sql) {
      await tracked(clock, null, () => pool.query(sql));
    },
    close: () => pool.end(),
  };
}

/** Opens the database the configuration names: PostgreSQL when a URL is given, else PGlite. */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite({ dataDir: options.dataDir });
}

export { types as pgliteTypes };
