/**
 * Connections that outlive their backend (under `npm run test:postgres`): an ended backend is
 * reported, never thrown at the process; a connection held for good is given back when it ends,
 * so the pool can open another; a statement whose connection was lost fails as "unavailable" and
 * the next one is served; a database that refuses for another reason is not waited for.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../testing/until.js';
import { type Database, openPostgres } from '../database.js';
import { DatabaseUnavailableError } from './connectionLoss.js';
import { createPostgresPool } from './postgresPool.js';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('on a real PostgreSQL', () => {
  let admin: pg.Client;
  let db: Database;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    db = await openPostgres(url as string);
  });
  afterAll(async () => {
    await db?.close();
    await admin?.end();
  });

  const terminate = (pid: number | undefined) => admin.query('SELECT pg_terminate_backend($1)', [pid]);

  it('a connection held for good whose backend ends is reported and given back: the pool serves again', async () => {
    const reported: unknown[] = [];
    const pool = createPostgresPool({
      connectionString: url,
      max: 1,
      onError: (error) => reported.push(error),
      releaseWhenEnded: true,
    });
    try {
      // Held as the live-event adapter holds its LISTEN: never given back by its holder.
      const held = await pool.connect();
      const ended = new Promise((resolve) => held.once('end', resolve));
      const { rows } = await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await terminate(rows[0]?.pid);
      await ended;
      expect(reported.map((error) => (error as { code?: string }).code)).toContain('57P01');
      // The only slot is free again: without the release this would wait for good.
      const { rows: next } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(next[0]?.pid).not.toBe(rows[0]?.pid);
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('a transaction whose backend ends fails as unavailable, and the next statements are served', async () => {
    const lost = db.transaction(async (tx) => {
      const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await terminate(row?.pid);
      await tx.query('SELECT 1');
    });
    await expect(lost).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await db.transaction((tx) => tx.query<{ n: number }>('SELECT 2 AS n'))).toEqual([{ n: 2 }]);
    expect(await db.query<{ n: number }>('SELECT 3 AS n')).toEqual([{ n: 3 }]);
  });

  it('a read whose connection ended fails as unavailable, and the next read is served', async () => {
    const [row] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    // Its failure is kept from the start: it may come before the assertion is made.
    const slow = db.query('SELECT pg_sleep(5)').then(
      () => undefined,
      (error: unknown) => error,
    );
    // Ended while it runs: once the backend is seen in the statement.
    await until(async () => {
      const { rows } = await admin.query('SELECT query FROM pg_stat_activity WHERE pid = $1', [row?.pid]);
      return String(rows[0]?.query ?? '').includes('pg_sleep');
    });
    await terminate(row?.pid);
    expect(await slow).toBeInstanceOf(DatabaseUnavailableError);
    expect(await db.query<{ n: number }>('SELECT 4 AS n')).toEqual([{ n: 4 }]);
  });

  it('a database that refuses for another reason than its absence is not waited for', async () => {
    const wrong = new URL(url as string);
    wrong.pathname = '/no_such_database';
    const waits: unknown[] = [];
    await expect(openPostgres(wrong.toString(), { onWaiting: (error) => waits.push(error) })).rejects.toThrow(
      /does not exist/,
    );
    expect(waits).toEqual([]);
  });
});
