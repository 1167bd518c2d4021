/**
 * The data generation: a number every statement that may change data moves forward once it has
 * finished (committed, or rolled back). A reader that sees the same generation before and after
 * its reads knows no write of this process landed in between, which is what the answer cache
 * (http/answerCache.ts) relies on. Over-counting is harmless (a cache miss); missing a write
 * would serve stale data, so anything not recognised as a plain read counts as a write.
 */

/** Comments and blanks before the first keyword of a statement. */
const LEADING = /^(?:\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)*/;
/** Statements that only read, when nothing in them writes. */
const READ_START = /^(?:SELECT|WITH|VALUES|TABLE|SHOW)\b/i;
/**
 * Words that make a read-looking statement a write: a data-modifying CTE (`WITH x AS (UPDATE …)`),
 * `SELECT … INTO new_table`, sequences moved by `nextval`/`setval`. `FOR UPDATE` matches too,
 * which only costs a miss.
 */
const WRITE_WORD = /\b(?:INSERT|UPDATE|DELETE|MERGE|TRUNCATE|INTO|nextval|setval)\b/i;

/** True when `sql` (one statement) certainly changes nothing; false for anything else. */
export function isReadOnlyStatement(sql: string): boolean {
  const body = sql.replace(LEADING, '');
  return READ_START.test(body) && !WRITE_WORD.test(body);
}

export interface WriteClock {
  /** The current data generation. */
  readonly generation: number;
  /** Call after a write finished (or failed): later readers see a new generation. */
  bump(): void;
}

export function createWriteClock(): WriteClock {
  let generation = 0;
  return {
    get generation() {
      return generation;
    },
    bump() {
      generation += 1;
    },
  };
}

/**
 * Runs `run` and, when `sql` may write (null: a script of several statements, counted as a
 * write), moves the clock once it has settled. The bump comes after the statement so that a
 * reader which started before it cannot store pre-write data under the post-write generation.
 */
export async function tracked<T>(clock: WriteClock, sql: string | null, run: () => Promise<T>): Promise<T> {
  if (sql !== null && isReadOnlyStatement(sql)) return run();
  try {
    return await run();
  } finally {
    clock.bump();
  }
}
