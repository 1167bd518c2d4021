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

it.skipIf(!url)('reads asked together share one connection, each answered with its own rows', async () => {
  const { read } = reader();
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, n) =>
      read<{ n: number; pid: number }>('SELECT $1::int AS n, pg_backend_pid() AS pid', [n]),
    ),
  );
  expect(answers.map(([row]) => row?.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
  expect(new Set(answers.map(([row]) => row?.pid)).size).toBe(1);
});

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
    const { read } = reader({ stuckAfterMs: 20 });
    const [first] = await read<{ pid: number }>(backend, []);
    const order: string[] = [];
    const slow = read('SELECT pg_sleep(0.5)', []).then(() => order.push('slow'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [quick] = await read<{ pid: number }>(backend, []);
    order.push('quick');
    await slow;
    expect(order).toEqual(['quick', 'slow']);
    expect(quick?.pid).not.toBe(first?.pid);
    // Once the first connection moves again, reads go back to it.
    const [later] = await read<{ pid: number }>(backend, []);
    expect(later?.pid).toBe(first?.pid);
  },
);

it.skipIf(!url)('a connection holding its share of statements is replaced, freeing them', async () => {
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
  expect(pids.size).toBeGreaterThan(1);
});

it.skipIf(!url)(
  'a connection that breaks fails the reads it held, and the next read opens another',
  async () => {
    const { read } = reader();
    const [first] = await read<{ pid: number }>(backend, []);
    const held = expect(read('SELECT pg_sleep(5)', [])).rejects.toMatchObject({ code: '57P01' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pool.query('SELECT pg_terminate_backend($1)', [first?.pid]);
    await held;
    const [next] = await read<{ pid: number }>(backend, []);
    expect(next?.pid).toEqual(expect.any(Number));
    expect(next?.pid).not.toBe(first?.pid);
  },
);

it.skipIf(!url)('closing lets the reads already sent finish, and refuses new ones', async () => {
  const made = reader();
  const sent = made.read<{ n: number }>('SELECT pg_sleep(0.2), 7 AS n', []);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await made.close();
  await expect(sent).resolves.toMatchObject([{ n: 7 }]);
  await expect(made.read('SELECT 1', [])).rejects.toThrow('The database is closed.');
});
