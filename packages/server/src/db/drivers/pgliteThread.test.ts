/**
 * PGlite in its own thread, through the database door the server uses: the event loop keeps
 * running while a query does, values and PostgreSQL's errors keep their form across the thread,
 * and a transaction opened in the thread ends as its work does (pglitePrepared.test.ts shows
 * that other statements wait for it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../database.js';

let db: Database;
beforeAll(async () => {
  db = await openPglite();
  await db.exec('CREATE TABLE probe (id integer PRIMARY KEY, v text NOT NULL)');
  await db.learnSchema();
});
afterAll(() => db?.close());

describe('PGlite in a worker thread', () => {
  it('leaves the event loop free while a query runs', async () => {
    // Turns of the event loop while the query runs: in the server's thread the query would hold
    // the loop until it ended, leaving it a turn or two at most.
    let turns = 0;
    let running = true;
    const turn = () => {
      turns++;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    try {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM generate_series(1, 3000000) g WHERE g % 7 = 0',
      );
      expect(row?.n).toBe(428_571);
      expect(turns).toBeGreaterThan(20);
    } finally {
      running = false;
    }
  });

  it('answers rows with the values the server reads: numbers, ISO instants, booleans, null', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT 12::int8 AS big, 12.5::numeric AS amount, true AS yes, NULL::text AS nothing,
              '2026-11-26 10:00:00+00'::timestamptz AS at, $1::text AS echoed`,
      ['été 東京'],
    );
    expect(row).toEqual({
      big: 12,
      amount: 12.5,
      yes: true,
      nothing: null,
      at: '2026-11-26T10:00:00.000Z',
      echoed: 'été 東京',
    });
  });

  it("keeps a PostgreSQL error's code and constraint", async () => {
    await db.query('INSERT INTO probe (id, v) VALUES (1, $1)', ['first']);
    const error = await db.query('INSERT INTO probe (id, v) VALUES (1, $1)', ['again']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'probe_pkey' });
    expect(error.message).toMatch(/duplicate key/);
    // A failed read, prepared in the thread, says so too.
    await expect(db.query('SELECT v FROM probe WHERE id = $1', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
  });

  it('rolls a transaction back when its work throws, and commits it when it resolves', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe (id, v) VALUES (2, $1)', ['never']);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await db.query('SELECT id FROM probe WHERE id = 2')).toEqual([]);

    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO probe (id, v) VALUES (3, $1)', ['inside']);
    });
    expect(await db.query('SELECT v FROM probe WHERE id = 3')).toEqual([{ v: 'inside' }]);
  });

  it('dumps its data folder, which opens as a database of its own', async () => {
    const copy = await openPglite({ loadDataDir: (await db.dump?.()) as Blob });
    try {
      expect(await copy.query('SELECT id, v FROM probe ORDER BY id')).toEqual([
        { id: 1, v: 'first' },
        { id: 3, v: 'inside' },
      ]);
    } finally {
      await copy.close();
    }
  });

  it('refuses calls once closed, with a clear error', async () => {
    const closed = await openPglite();
    await closed.close();
    await expect(closed.query('SELECT 1')).rejects.toThrow('The database is closed.');
  });
});
