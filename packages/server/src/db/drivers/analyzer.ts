/**
 * Keeps the planner's statistics current on PGlite, which runs no autovacuum: without this, rows
 * added after seeding (articles, sales) are never counted, and as the catalogue grows the planner
 * keeps guessing from the seeded figures, and searches slow down by an order of magnitude on a
 * large catalogue (BENCHMARKS.md, the scale suite). PostgreSQL's autovacuum does this job there.
 *
 * ANALYZE blocks PGlite's thread for seconds on a large catalogue, so it runs on autovacuum's
 * rule rather than on a clock: once the writes since the last one reach 50 + 10 % of the
 * catalogue's products (what the planner last counted), checked every `intervalMs`. Writes are
 * counted by the change clock's sequence (a statement or a transaction each).
 */
import type { Database } from '../database.js';

export interface Analyzer {
  /** ANALYZE runs done so far. */
  readonly runs: number;
  /** Checks finished so far, whether they ran ANALYZE or not: what a test waits on instead of time. */
  readonly checks: number;
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

export interface AnalyzerOptions {
  intervalMs: number;
  onError?: (error: unknown) => void;
  /** Writes that always justify a run (autovacuum's analyze threshold). @default 50 */
  minWrites?: number;
  /** Share of `table`'s rows that, written on top of `minWrites`, justify a run. @default 0.1 */
  fraction?: number;
  /** The table whose size scales the rule. @default 'produit' */
  table?: string;
}

/** Starts checking; the seeder analysed the data it wrote, so counting starts now. */
export function startAnalyzer(
  db: Pick<Database, 'exec' | 'query' | 'changes'>,
  options: AnalyzerOptions,
): Analyzer {
  const { minWrites = 50, fraction = 0.1, table = 'produit' } = options;
  let analyzedAt = db.changes.sequence;
  let runs = 0;
  let checks = 0;
  let running: Promise<void> | null = null;

  async function check(): Promise<void> {
    const writes = db.changes.sequence - analyzedAt;
    if (writes < minWrites) return;
    const [counted] = await db.query<{ rows: number }>(
      'SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = to_regclass($1)',
      [table],
    );
    if (writes < minWrites + fraction * (counted?.rows ?? 0)) return;
    await db.exec('ANALYZE');
    runs++;
    // ANALYZE counts as a change of everything (a new plan may order ties differently, so
    // cached answers go); counting starts again after it.
    analyzedAt = db.changes.sequence;
  }

  const timer = setInterval(() => {
    if (running) return;
    running = check()
      .catch((error) => options.onError?.(error))
      .finally(() => {
        checks++;
        running = null;
      });
  }, options.intervalMs);
  // Statistics alone never keep the process alive.
  timer.unref();
  return {
    get runs() {
      return runs;
    },
    get checks() {
      return checks;
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
