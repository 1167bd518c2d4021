/**
 * Background work that must run in one process at a time when several share a PostgreSQL: the
 * reservation sweep and the payment reconciliation. A transaction-scoped advisory lock is taken
 * without waiting; a process that does not get it skips this round, since another is doing the
 * same work. The lock ends with the transaction, so a process that dies releases it.
 * PGlite belongs to one process: the work always runs there.
 */
import type { Database } from './database.js';

/** Advisory lock keys, one per kind of work that runs in one process at a time. */
export const ADVISORY_LOCKS = {
  migration: 7_283_401,
  reservationSweep: 7_283_402,
  paymentReconciliation: 7_283_403,
} as const;

/** Runs `work` unless another process holds `key` now; answers its result, or undefined when skipped. */
export async function aloneAcrossProcesses<T>(
  db: Pick<Database, 'kind' | 'transaction'>,
  key: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (db.kind === 'pglite') return work();
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ taken: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS taken', [key]);
    return lock?.taken ? work() : undefined;
  });
}
