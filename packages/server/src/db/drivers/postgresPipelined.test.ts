/**
 * Pipelined reads on a real PostgreSQL (under `npm run test:postgres`): the same rows as a plain
 * query, reads asked together answered each with its own rows over one connection, a statement's
 * error failing that read only, a slow read leaving the next ones to another connection, a
 * connection replaced once it holds its share of statements, and one that breaks replaced.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresPipelinedReader, type PipelinedReader } from './postgresPipelined.js';

const url = process.env.DATABASE_URL;
let pool: pg.Pool;
const readers: PipelinedReader[] = [];

beforeAll(() => {
  if (url) pool = new pg.Pool({ connectionString: url, max: 1 });
});
afterAll(async () => {
  await Promise.all(readers.map((reader) => reader.close()));
  await pool?.end();
});

function reader(options?: Parameters<typeof createPostgresPipelinedReader>[1]) {
  const made = createPostgresPipelinedReader({ connectionString: url }, options);
  readers.push(made);
  return made;
}

const backend = 'SELECT pg_backend_pid() AS pid';

/**
 * Holds PostgreSQL's advisory lock `key` on a connection of its own until released: a read that
 * takes the same lock waits as long as the test wants, instead of sleeping for a set time.
 */
async function holdLock(key: number): Promise<() => Promise<void>> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query('SELECT pg_advisory_lock($1)', [key]);
  return async () => {
    await holder.query('SELECT pg_advisory_unlock($1)', [key]);
    await holder.end();
  };
}

/** A read that waits for the advisory lock `key`, then answers `n`. */
const behindLock = (key: number, n: number) =>
  `SELECT ${n} AS n FROM (SELECT pg_advisory_xact_lock(${key})) AS waited`;

/** Resolves once PostgreSQL runs a statement starting with `text` (waiting or working). */
const running = (text: string) =>
  expect
    .poll(
      async () =>
        (
          await pool.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND starts_with(query, $1)",
            [text],
          )
        ).rows[0]?.n,
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);

it.skipIf(!url)(
  'answers what a plain query answers, the second time from the prepared statement',
  async () => {
    const { read } = reader();
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

it.skipIf(!url)(
  'reads asked together go to one moving connection, each answered with its own rows',
  async () => {
    const { read } = reader();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        read<{ n: number; pid: number }>('SELECT $1::int AS n, pg_backend_pid() AS pid', [n]),
      ),
    );
    expect(answers.map(([row]) => row?.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    expect(new Set(answers.map(([row]) => row?.pid)).size).toBe(1);
  },
);

it.skipIf(!url)('a statement’s error fails that read only, and the connection goes on', async () => {
  const { read } = reader();
  const [before] = await read<{ pid: number }>(backend, []);
  const [first, failed, last] = await Promise.allSettled([
    read<{ n: number }>('SELECT $1::int AS n', [1]),
    read('SELECT 1 / $1::int AS n', [0]),
    read<{ n: number }>('SELECT $1::int AS n', [3]),
  ]);
  expect(first).toEqual({ status: 'fulfilled', value: [{ n: 1 }] });
  expect(failed).toMatchObject({
    status: 'rejected',
    reason: { message: 'division by zero', code: '22012' },
  });
  expect(last).toEqual({ status: 'fulfilled', value: [{ n: 3 }] });
  const [after] = await read<{ pid: number }>(backend, []);
  expect(after?.pid).toBe(before?.pid);
});

it.skipIf(!url)(
  'a slow read holds up only the reads sent behind it: the next go to another connection',
  async () => {
    let clock = 0;
    const { read } = reader({ stuckAfterMs: 20, now: () => clock });
    const [first] = await read<{ pid: number }>(backend, []);
    const order: string[] = [];
    const release = await holdLock(73_101);
    const slow = read(behindLock(73_101, 1), []).then(() => order.push('slow'));
    // The slow read has waited longer than the driver lets one wait.
    clock += 21;
    const [quick] = await read<{ pid: number }>(backend, []);
    order.push('quick');
    await release();
    await slow;
    expect(order).toEqual(['quick', 'slow']);
    expect(quick?.pid).not.toBe(first?.pid);
    // Once the first connection moves again, reads go back to it.
    const [later] = await read<{ pid: number }>(backend, []);
    expect(later?.pid).toBe(first?.pid);
  },
);

it.skipIf(!url)('a connection holding its share of statements is replaced, and ends', async () => {
  const { read } = reader({ maxStatements: 3 });
  const pids = new Set<number>();
  for (let n = 0; n < 7; n++) {
    const [row] = await read<{ pid: number; held: number }>(
      `SELECT pg_backend_pid() AS pid, (SELECT count(*)::int FROM pg_prepared_statements) AS held, ${n} AS n`,
      [],
    );
    pids.add(row?.pid as number);
    expect(row?.held).toBeLessThanOrEqual(3);
  }
  expect(pids.size).toBe(3);
  const [last] = await read<{ pid: number }>(backend, []);
  const alive = async () =>
    (
      await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ANY($1)', [
        [...pids],
      ])
    ).rows[0]?.n;
  // The replaced backends end; only the one in use is left.
  await expect.poll(alive).toBe(1);
  expect(pids.has(last?.pid as number)).toBe(true);
});

it.skipIf(!url)(
  'a backend that ends fails the reads sent to it, and the next read opens another connection',
  async () => {
    const { read } = reader();
    const [first] = await read<{ pid: number }>(backend, []);
    const held = expect(read('SELECT pg_sleep(5)', [])).rejects.toMatchObject({ code: '57P01' });
    // Sent behind the sleeper on the same connection, never run.
    const behind = expect(read('SELECT 1 AS n', [])).rejects.toThrow(/terminated|ECONNRESET/);
    await running('SELECT pg_sleep(5)');
    await pool.query('SELECT pg_terminate_backend($1)', [first?.pid]);
    await held;
    await behind;
    const [next] = await read<{ pid: number }>(backend, []);
    expect(next?.pid).toEqual(expect.any(Number));
    expect(next?.pid).not.toBe(first?.pid);
  },
);

it.skipIf(!url)(
  'a connection that cannot be made fails its reads with the reason, without hanging',
  async () => {
    const nowhere = new URL(url as string);
    nowhere.port = '1';
    const { read } = reader();
    const unreachable = createPostgresPipelinedReader({ connectionString: nowhere.toString() });
    readers.push(unreachable);
    await expect(
      Promise.all([unreachable.read('SELECT 1', []), unreachable.read('SELECT 2', [])]),
    ).rejects.toThrow(/ECONNREFUSED/);
    // Still refused, not stuck behind the first attempt.
    await expect(unreachable.read('SELECT 3', [])).rejects.toThrow(/ECONNREFUSED/);
    expect(await read('SELECT 4 AS n', [])).toEqual([{ n: 4 }]);
  },
);

it.skipIf(!url)(
  'closing lets the reads already sent finish, on replaced connections too, and refuses new ones',
  async () => {
    const made = reader({ maxStatements: 1 });
    const finished: string[] = [];
    const [releaseReplaced, releaseCurrent] = await Promise.all([holdLock(73_102), holdLock(73_103)]);
    const replaced = made
      .read<{ n: number }>(behindLock(73_102, 6), [])
      .finally(() => finished.push('replaced'));
    await running(behindLock(73_102, 6));
    // A second text replaces the first connection, which still holds the first read.
    const current = made
      .read<{ n: number }>(behindLock(73_103, 7), [])
      .finally(() => finished.push('current'));
    await running(behindLock(73_103, 7));
    const closing = made.close().then(() => finished.push('closed'));
    await releaseCurrent();
    await current;
    await releaseReplaced();
    await closing;
    expect(finished).toEqual(['current', 'replaced', 'closed']);
    await expect(replaced).resolves.toMatchObject([{ n: 6 }]);
    await expect(current).resolves.toMatchObject([{ n: 7 }]);
    await expect(made.read('SELECT 1', [])).rejects.toThrow('The database is closed.');
  },
);
