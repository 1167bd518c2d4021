/**
 * Pools of PostgreSQL connections that outlive the database going away. pg emits `error` on a
 * connection whose socket broke or whose backend ended (a restart, `pg_terminate_backend`), and
 * an `error` nobody listens to ends the process. The pool listens while a connection is idle, not
 * while it is checked out — during a transaction, or for good by the live-event adapter's
 * LISTEN — so every connection here has a listener of its own from its first moment.
 */
import pg from 'pg';
import { isConnectionLoss } from './connectionLoss.js';

/**
 * How long making a connection may take before the caller hears the database is unreachable:
 * without a limit, a request waits as long as the kernel keeps trying a host that does not answer.
 */
export const CONNECT_TIMEOUT_MS = 3_000;

export interface PostgresPoolOptions extends pg.PoolConfig {
  /** Told of every connection's failure; the connection is dropped and replaced by the pool. */
  onError: (error: unknown) => void;
  /**
   * Give a checked-out connection back, broken, when it ends: for a holder that keeps one for
   * good and only hears of its end (the live-event adapter), so the pool can open a new one.
   */
  releaseWhenEnded?: boolean;
}

export function createPostgresPool({ onError, releaseWhenEnded, ...config }: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...config });
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
  if (releaseWhenEnded) {
    /** The connections checked out, each with what to do if it ends before it is given back. */
    const held = new Map<pg.PoolClient, () => void>();
    pool.on('acquire', (client) => {
      const ended = () => {
        // Once pg has failed the connection's queries: a pool.query on it gives it back itself,
        // and a second release would throw.
        setImmediate(() => {
          if (held.get(client) === ended)
            client.release(new Error('The connection ended while it was held.'));
        });
      };
      held.set(client, ended);
      client.once('end', ended);
    });
    pool.on('release', (_error, client) => {
      const ended = held.get(client as pg.PoolClient);
      held.delete(client as pg.PoolClient);
      if (ended) client.removeListener('end', ended);
    });
  }
  return pool;
}

/** Resolves once PostgreSQL answers through `pool`; a refusal other than its absence is thrown. */
export async function waitForPostgres(
  pool: pg.Pool,
  onWaiting: (error: unknown, retryInMs: number) => void,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await pool.query('SELECT 1');
      return;
    } catch (error) {
      // A wrong password or database name will not mend itself: the process stops and says so.
      if (!isConnectionLoss(error)) throw error;
      const retryInMs = Math.min(100 * 2 ** attempt, 2_000);
      onWaiting(error, retryInMs);
      await new Promise((resolve) => setTimeout(resolve, retryInMs));
    }
  }
}
