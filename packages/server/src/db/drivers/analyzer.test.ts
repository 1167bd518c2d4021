/**
 * The periodic ANALYZE on a real PGlite: once enough has been written, the rows reach the
 * planner's statistics (pg_class.reltuples, which inserts alone never update); below the
 * threshold, or with nothing written, nothing runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../testing/until.js';
import { type Database, openPglite } from '../database.js';
import { startAnalyzer } from './analyzer.js';

let db: Database;
beforeAll(async () => {
  db = await openPglite();
  await db.exec('CREATE TABLE probe (id serial PRIMARY KEY, v text); ANALYZE probe');
  // As the server does once migrated: reads then count as no write, and each write once.
  await db.learnSchema();
});
afterAll(() => db?.close());

const plannerRows = async () =>
  (
    await db.query<{ reltuples: number }>(
      "SELECT reltuples::int AS reltuples FROM pg_class WHERE relname = 'probe'",
    )
  )[0]?.reltuples;

const insert = (rows: number) =>
  db.query(`INSERT INTO probe (v) SELECT 'row ' || g FROM generate_series(1, ${rows}) g`);

describe('startAnalyzer', () => {
  it('brings the statistics up to date once enough is written, and stays idle otherwise', async () => {
    // 3 writes, plus a tenth of the table's rows as the planner last counted them.
    const analyzer = startAnalyzer(db, { intervalMs: 20, minWrites: 3, fraction: 0.1, table: 'probe' });
    // Two finished checks: at least one of them began after the writes before it, and so saw them.
    const checkedTwice = async () => {
      const from = analyzer.checks;
      await until(() => analyzer.checks >= from + 2);
    };
    try {
      await insert(1000);
      await insert(1000);
      await checkedTwice();
      expect(analyzer.runs).toBe(0);
      expect(await plannerRows()).not.toBe(2000);

      await insert(1000);
      await until(async () => (await plannerRows()) === 3000);
      expect(analyzer.runs).toBe(1);
      await checkedTwice();
      expect(analyzer.runs).toBe(1);

      // The table now counts 3,000 rows: 3 + 300 writes are needed for the next run.
      for (let i = 0; i < 5; i++) await insert(10);
      await checkedTwice();
      expect(analyzer.runs).toBe(1);
      await db.transaction(async (tx) => {
        for (let i = 0; i < 300; i++) await tx.query("INSERT INTO probe (v) VALUES ('one')");
      });
      await checkedTwice();
      // A transaction is one write, however many rows it adds.
      expect(analyzer.runs).toBe(1);
      // The database runs beside the timer, so the count is checked one write short of the rule.
      for (let i = 0; i < 296; i++) await db.query("INSERT INTO probe (v) VALUES ('one')");
      await checkedTwice();
      expect(analyzer.runs).toBe(1);
      await db.query("INSERT INTO probe (v) VALUES ('one')");
      await until(async () => (await plannerRows()) === 3647);
      expect(analyzer.runs).toBe(2);
    } finally {
      await analyzer.stop();
    }
  });

  it('reports a failure and keeps trying', async () => {
    const closed = await openPglite();
    await closed.close();
    const errors: unknown[] = [];
    const analyzer = startAnalyzer(closed, {
      intervalMs: 10,
      minWrites: 1,
      onError: (error) => errors.push(error),
    });
    // A write that fails still counts (it may have landed), so the analyzer has work to try.
    await expect(closed.query('INSERT INTO nowhere VALUES (1)')).rejects.toThrow();
    try {
      await until(async () => errors.length >= 2);
      expect(analyzer.runs).toBe(0);
    } finally {
      await analyzer.stop();
    }
  });
});
