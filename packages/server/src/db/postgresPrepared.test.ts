/**
 * Prepared reads on a real PostgreSQL (under `npm run test:postgres`): the same rows as a plain
 * query, statement errors that leave the connection usable, and a connection replaced once it
 * holds its share of statements, so PostgreSQL's memory stays bounded.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresPreparedReader } from './postgresPrepared.js';

const url = process.env.DATABASE_URL;
let pool: pg.Pool;

beforeAll(() => {
  if (url) pool = new pg.Pool({ connectionString: url, max: 1 });
});
afterAll(() => pool?.end());

it.skipIf(!url)(
  'answers what a plain query answers, the second time from the prepared statement',
  async () => {
    const read = createPostgresPreparedReader(pool);
    const sql = "SELECT $1::int + 1 AS n, $2::text AS t, now() > '2000-01-01' AS later";
    for (let run = 0; run < 2; run++) {
      expect(await read(sql, [41, 'é'])).toEqual((await pool.query(sql, [41, 'é'])).rows);
    }
    const [held] = await read<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
      [sql],
    );
    expect(held?.n).toBe(1);
  },
);

it.skipIf(!url)('a statement’s error leaves the connection and its statements in place', async () => {
  const read = createPostgresPreparedReader(pool);
  const [before] = await read<{ pid: number }>('SELECT pg_backend_pid() AS pid', []);
  await expect(read('SELECT 1 / $1::int AS n', [0])).rejects.toThrow(/division by zero/);
  const [after] = await read<{ pid: number }>('SELECT pg_backend_pid() AS pid', []);
  expect(after?.pid).toBe(before?.pid);
});

it.skipIf(!url)('a connection holding its share of statements is replaced, freeing them', async () => {
  // A pool of its own: the reader counts what it prepared on its pool's connections.
  const own = new pg.Pool({ connectionString: url, max: 1 });
  const read = createPostgresPreparedReader(own, { maxStatements: 3 });
  const pids = new Set<number>();
  for (let n = 0; n < 7; n++) {
    const [row] = await read<{ pid: number; held: number }>(
      `SELECT pg_backend_pid() AS pid, (SELECT count(*)::int FROM pg_prepared_statements) AS held, ${n} AS n`,
      [],
    );
    pids.add(row?.pid as number);
    expect(row?.held).toBeLessThanOrEqual(3);
  }
  expect(pids.size).toBeGreaterThan(1);
  await own.end();
});
