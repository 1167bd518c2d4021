/**
 * Prepared reads on a real PGlite: the same rows and types as PGlite's own `query`, errors that
 * leave the connection usable, and no read slipping into another caller's transaction.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../database.js';
import { createPreparedReader } from './pglitePrepared.js';

let db: Database;
beforeAll(async () => {
  db = await openPglite();
  await db.exec(`
    CREATE TABLE probe (id serial PRIMARY KEY, label text, price numeric(10, 2), big bigint,
                        at timestamptz, day date, flags int[], ok boolean);
    INSERT INTO probe (label, price, big, at, day, flags, ok) VALUES
      ('robe', 120.50, 9007199254740, '2026-01-02T03:04:05Z', '2026-01-02', '{1,2}', true),
      ('sac', NULL, NULL, NULL, NULL, NULL, NULL);
  `);
});
afterAll(() => db?.close());

describe('prepared reads', () => {
  it('answer what PGlite’s own query answers, for every type and parameter', async () => {
    const raw = await PGlite.create();
    try {
      await raw.exec('CREATE TABLE t (id int, label text, flags int[], at timestamptz, ok boolean)');
      await raw.exec("INSERT INTO t VALUES (1, 'a''b', '{3,4}', '2026-05-06T07:08:09Z', false)");
      const prepared = createPreparedReader(raw);
      const cases: Array<[string, unknown[]]> = [
        ['SELECT * FROM t WHERE id = $1', [1]],
        ['SELECT * FROM t WHERE label = $1', ["a'b"]],
        ['SELECT * FROM t WHERE id = ANY($1::int[])', [[1, 2]]],
        ['SELECT * FROM t WHERE at < $1', [new Date('2027-01-01T00:00:00Z')]],
        ['SELECT * FROM t WHERE ok = $1', [false]],
        ['SELECT $1::text IS NULL AS missing', [null]],
      ];
      for (const [sql, params] of cases) {
        const expected = (await raw.query(sql, params)).rows;
        expect(await prepared.rows(sql, params), sql).toEqual(expected);
        // The second call runs the statement prepared by the first.
        expect(await prepared.rows(sql, params), sql).toEqual(expected);
      }
    } finally {
      await raw.close();
    }
  });

  it('answer a first value as the UTF-8 bytes PostgreSQL wrote, or null, and raise its errors', async () => {
    const raw = await PGlite.create();
    try {
      const prepared = createPreparedReader(raw);
      await raw.exec(
        `CREATE TABLE j (id int, body text); INSERT INTO j VALUES (1, '{"nom":"Été à 東京"}'), (2, NULL)`,
      );
      const text = async (sql: string, params: unknown[]) => {
        const bytes = await prepared.firstText(sql, params);
        return bytes && Buffer.from(bytes).toString('utf8');
      };
      expect(await text('SELECT body, id FROM j WHERE id = $1', [1])).toBe('{"nom":"Été à 東京"}');
      // The first row only, however many there are.
      expect(await text('SELECT id::text FROM j ORDER BY id DESC', [])).toBe('2');
      expect(await text('SELECT body FROM j WHERE id = $1', [2])).toBeNull();
      expect(await text('SELECT body FROM j WHERE id = $1', [3])).toBeNull();
      // 80 kB, across several of PGlite's buffers.
      expect(await text("SELECT repeat('é', 40000) AS long", [])).toBe('é'.repeat(40_000));
      await expect(prepared.firstText('SELECT (1 / $1::int)::text', [0])).rejects.toThrow(/division by zero/);
      expect(await text('SELECT (1 / $1::int)::text', [1])).toBe('1');
    } finally {
      await raw.close();
    }
  });

  it('keep at most their bound of statements, closing the least recently used', async () => {
    const raw = await PGlite.create();
    try {
      const prepared = createPreparedReader(raw, { maxStatements: 3 });
      const kept = async () =>
        (await raw.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map(
          (row) => row.name,
        );
      for (let page = 0; page < 10; page++) {
        expect(await prepared.rows(`SELECT $1::int + ${page} AS n`, [1])).toEqual([{ n: 1 + page }]);
      }
      expect(await kept()).toHaveLength(3);
      // Used again, the first text is prepared anew and the others keep working.
      expect(await prepared.rows('SELECT $1::int + 0 AS n', [5])).toEqual([{ n: 5 }]);
      expect(await prepared.rows('SELECT $1::int + 9 AS n', [5])).toEqual([{ n: 14 }]);
      expect(await kept()).toHaveLength(3);
    } finally {
      await raw.close();
    }
  });

  it('go through the database’s parsers: numbers, ISO times, dates as written', async () => {
    expect(
      await db.query('SELECT label, price, big, at, day, flags, ok FROM probe WHERE id = $1', [1]),
    ).toEqual([
      {
        label: 'robe',
        price: 120.5,
        big: 9007199254740,
        at: '2026-01-02T03:04:05.000Z',
        day: '2026-01-02',
        flags: [1, 2],
        ok: true,
      },
    ]);
  });

  it('throw the database’s error and keep working after it', async () => {
    await expect(db.query('SELECT 1 / $1::int AS x', [0])).rejects.toThrow(/division by zero/);
    await expect(db.query('SELECT nothing FROM probe')).rejects.toThrow(/nothing/);
    expect(await db.query('SELECT 1 / $1::int AS x', [1])).toEqual([{ x: 1 }]);
    expect(await db.query('SELECT count(*)::int AS n FROM probe')).toEqual([{ n: 2 }]);
  });

  it('see a table changed after they were prepared', async () => {
    await db.exec('CREATE TABLE moving (id int)');
    await db.query('INSERT INTO moving VALUES (1)');
    expect(await db.query('SELECT id FROM moving WHERE id > $1', [0])).toEqual([{ id: 1 }]);
    await db.exec('DROP TABLE moving; CREATE TABLE moving (id int, extra text)');
    await db.query("INSERT INTO moving VALUES (2, 'x')");
    expect(await db.query('SELECT id FROM moving WHERE id > $1', [0])).toEqual([{ id: 2 }]);
  });

  it('never run inside another caller’s transaction', async () => {
    let asked = () => {};
    const readAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let inserted = () => {};
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const count = "SELECT count(*)::int AS n FROM probe WHERE label = 'taken back'";
    // Prepared before: the read needs no preparing, which could make it wait by itself.
    expect(await db.query(count)).toEqual([{ n: 0 }]);
    const events: string[] = [];
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO probe (label) VALUES ('taken back')");
      inserted();
      await readAsked;
      // The thread takes requests in the order they were sent: this statement goes after the
      // read, so a read free to run inside the transaction would have answered before it.
      await tx.query('SELECT 1');
      events.push('transaction ends');
      throw new Error('rolled back');
    });
    const rolledBack = expect(transaction).rejects.toThrow('rolled back');
    await insertedYet;
    // Asked while the transaction is open: run inside it, the read would count the row the
    // transaction then takes back; run after it, as it must, it counts none.
    const read = db.query<{ n: number }>(count).then((rows) => {
      events.push('read answers');
      return rows;
    });
    asked();
    await rolledBack;
    expect(await read).toEqual([{ n: 0 }]);
    expect(events).toEqual(['transaction ends', 'read answers']);
  });
});
