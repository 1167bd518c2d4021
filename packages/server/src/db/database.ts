/**
 * The one door to the database. Queries are plain SQL with `$1` parameters, and both backends
 * answer them the same way: embedded PGlite (a folder on disk, or memory) and PostgreSQL.
 */
import { mkdirSync } from 'node:fs';
import { types } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type ChangeClock,
  type Changed,
  changesNothing,
  createChangeClock,
  noteReads,
  readTags,
  type TableKeys,
  unite,
  writeTags,
} from '../cache/changeClock.js';
import {
  EVERYTHING,
  readSchemaFacts,
  type SchemaFacts,
  type StatementTables,
  tablesOf,
} from '../cache/statementTables.js';
import { asUnavailable } from './drivers/connectionLoss.js';
import { type PgliteThread, startPgliteThread } from './drivers/pgliteThread.js';
import { createPostgresPipelinedReader } from './drivers/postgresPipelined.js';
import { CONNECT_TIMEOUT_MS, createPostgresPool, waitForPostgres } from './drivers/postgresPool.js';
import { rejectNul } from './drivers/rejectNul.js';
import { VALUE_PARSERS } from './drivers/valueParsers.js';
import { JsonText } from './jsonText.js';

export interface QueryOptions {
  /**
   * The user whose rows of a keyed table (changeClock.ts) the statement reads or writes, when it
   * touches only theirs: a cached answer that read user 42's likes outlives user 7's likes.
   */
  keys?: TableKeys;
}

export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  /**
   * Runs one statement whose first column is JSON the database wrote (the ready cards and
   * pages) and answers the first row's, or null when there is no row.
   */
  queryJson<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<JsonText<T> | null>;
}

export interface Transaction extends Queryable {
  /** Runs several statements separated by semicolons, as a migration file holds them. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Transaction {
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL: the connection URL, for the connections that listen beside the pool. */
  readonly url?: string;
  /**
   * When each table last changed (changeClock.ts): moved after every statement or transaction of
   * this process that may have changed data has settled. Writes of other processes sharing a
   * PostgreSQL database are seen only when a relay reports them (db/changeRelay.ts).
   */
  readonly changes: ChangeClock;
  /**
   * Reads the tables and foreign keys from the database's catalogue, so that statements are
   * tagged by table rather than counted as touching everything. Called once migrations ran.
   */
  learnSchema(): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data folder as a gzipped tarball, loadable with `openPglite({ loadDataDir })`. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Opens PGlite in `dataDir`, or in memory when `dataDir` is `memory://` or absent, in a worker
 * thread of its own (pgliteThread.ts).
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const inMemory = !options.dataDir || options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir as string, { recursive: true });
  const thread = await startPgliteThread({
    ...(inMemory ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir ? { loadDataDir: new Uint8Array(await options.loadDataDir.arrayBuffer()) } : {}),
  });
  return wrapPglite(thread);
}

/** Most statement texts whose analysis is kept; the queries' texts are a few hundred. */
const MAX_ANALYSES = 5_000;

/**
 * What both backends share: each statement's tables, the reads noted for the caller collecting
 * them, and the clock moved once a write has settled — not before the commit, or a reader could
 * keep the old rows as current.
 */
function createTracking() {
  const changes = createChangeClock();
  let schema: SchemaFacts | null = null;
  const analyses = new Map<string, StatementTables>();

  function analyse(sql: string): StatementTables {
    let tables = analyses.get(sql);
    if (!tables) {
      tables = tablesOf(sql, schema);
      if (analyses.size >= MAX_ANALYSES) analyses.clear();
      analyses.set(sql, tables);
    }
    return tables;
  }

  return {
    changes,
    async learnSchema(db: Queryable) {
      schema = await readSchemaFacts(db);
      analyses.clear();
    },
    /** Notes the statement's reads; answers what it may change (nothing for a read). */
    statement(sql: string, options?: QueryOptions): Changed {
      const tables = analyse(sql);
      noteReads(readTags(tables.reads, options?.keys));
      return writeTags(tables.writes, options?.keys);
    },
    /** Runs one statement outside a transaction; the clock moves after a write settled. */
    async run<T>(changed: Changed, work: () => Promise<T>): Promise<T> {
      if (changesNothing(changed)) return work();
      try {
        return await work();
      } finally {
        await changes.record(changed);
      }
    },
    /** Runs a transaction; the clock moves once after it settled, for all its writes. */
    async transaction<T>(work: (note: (changed: Changed) => void) => Promise<T>): Promise<T> {
      let changed: Changed = [];
      try {
        return await work((more) => {
          changed = unite(changed, more);
        });
      } finally {
        if (!changesNothing(changed)) await changes.record(changed);
      }
    },
  };
}

/** The first row's first value of `rows`, as JSON text; null without a row. */
async function firstJson<T>(rows: Promise<Record<string, unknown>[]>): Promise<JsonText<T> | null> {
  const [row] = await rows;
  const value = row ? Object.values(row)[0] : null;
  return typeof value === 'string' ? new JsonText<T>(value) : null;
}

function wrapPglite(thread: PgliteThread): Database {
  const tracking = createTracking();
  const database: Database = {
    kind: 'pglite',
    changes: tracking.changes,
    learnSchema: () => tracking.learnSchema(database),
    async query<Row>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      rejectNul(params);
      const changed = tracking.statement(sql, options);
      // Reads skip parsing and most round trips (pglitePrepared.ts); writes keep PGlite's path.
      if (changesNothing(changed)) return thread.read<Row>(sql, params);
      return tracking.run(changed, () => thread.query<Row>(sql, params));
    },
    async queryJson<T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      rejectNul(params);
      const changed = tracking.statement(sql, options);
      if (!changesNothing(changed))
        return firstJson<T>(tracking.run(changed, () => thread.query(sql, params)));
      // A read comes back as the bytes PostgreSQL wrote, and goes out so.
      const bytes = await thread.readText(sql, params);
      return bytes ? new JsonText<T>(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) : null;
    },
    transaction(work) {
      return tracking.transaction((note) =>
        thread.transaction((tx) =>
          work({
            query<Row>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
              rejectNul(params);
              note(tracking.statement(sql, options));
              return tx.query<Row>(sql, params);
            },
            queryJson(sql, params, options) {
              return firstJson(this.query(sql, params, options));
            },
            exec(sql) {
              note(EVERYTHING);
              return tx.exec(sql);
            },
          }),
        ),
      );
    },
    async exec(sql) {
      await tracking.run(EVERYTHING, () => thread.exec(sql));
    },
    dump: async () => new Blob([await thread.dump()]),
    close: () => thread.close(),
  };
  return database;
}

export interface PostgresOptions {
  /** Told of a connection that failed (the pool replaces it). @default nothing */
  onError?: (error: unknown) => void;
  /** Told while PostgreSQL cannot be reached at start, before each new try. @default nothing */
  onWaiting?: (error: unknown, retryInMs: number) => void;
}

/** A statement's promise, its connection's loss thrown as a DatabaseUnavailableError. */
const unavailableOnLoss = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    throw asUnavailable(error);
  });

/**
 * Opens PostgreSQL at `url`. While it cannot be reached (not started yet, restarting) this waits
 * for it rather than failing, so a process started before its database serves once it is up.
 * Later, a statement whose connection is lost fails with a DatabaseUnavailableError and the next
 * one connects afresh: no connection's failure ends the process.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const { onError = () => {}, onWaiting = () => {} } = options;
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      VALUE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  // Writes and transactions; reads have connections of their own (postgresPipelined.ts).
  const pool = createPostgresPool({ connectionString: url, max: 10, types, onError });
  await waitForPostgres(pool, onWaiting);
  const tracking = createTracking();
  const reader = createPostgresPipelinedReader({
    connectionString: url,
    types,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  const database: Database = {
    kind: 'postgres',
    url,
    changes: tracking.changes,
    learnSchema: () => tracking.learnSchema(database),
    async query<Row>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      rejectNul(params);
      const changed = tracking.statement(sql, options);
      // Reads are prepared and pipelined (postgresPipelined.ts); writes keep the pool.
      if (changesNothing(changed)) return unavailableOnLoss(reader.read<Row>(sql, params));
      const result = await tracking.run(changed, () =>
        unavailableOnLoss(pool.query(sql, params as unknown[])),
      );
      return result.rows as Row[];
    },
    queryJson(sql, params, options) {
      return firstJson(database.query(sql, params, options));
    },
    transaction(work) {
      return tracking.transaction(async (note) => {
        const client = await unavailableOnLoss(pool.connect());
        try {
          await unavailableOnLoss(client.query('BEGIN'));
          const result = await work({
            async query<Row>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
              rejectNul(params);
              note(tracking.statement(sql, options));
              const rows = await unavailableOnLoss(client.query(sql, params as unknown[]));
              return rows.rows as Row[];
            },
            queryJson(sql, params, options) {
              return firstJson(this.query(sql, params, options));
            },
            async exec(sql) {
              note(EVERYTHING);
              await unavailableOnLoss(client.query(sql));
            },
          });
          await unavailableOnLoss(client.query('COMMIT'));
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
      await tracking.run(EVERYTHING, () => unavailableOnLoss(pool.query(sql)));
    },
    async close() {
      await reader.close();
      await pool.end();
    },
  };
  return database;
}

/** Opens the database the configuration names: PostgreSQL when a URL is given, else PGlite. */
export function openDatabase(
  options: { databaseUrl?: string; dataDir?: string } & PostgresOptions,
): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite({ dataDir: options.dataDir });
}

export { types as pgliteTypes };
