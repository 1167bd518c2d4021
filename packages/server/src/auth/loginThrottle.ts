/**
 * Slows down password guessing: after 5 failed sign-ins for one e-mail within 15 minutes, that
 * e-mail's sign-ins are refused (429), even with the right password, until the oldest of those
 * failures leaves the window. A successful sign-in clears the e-mail's failures.
 *
 * The failures live in the `login_attempt` table, so every server process sharing a database
 * shares the count. The e-mail is kept only as a digest: the table may hold mistyped passwords
 * entered in the e-mail box, and a leak of it should not reveal them.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** A sign-in that may go ahead, holding its place among the e-mail's attempts. */
export interface AttemptPermit {
  /** The password was wrong: the attempt stays counted. */
  failed(): Promise<void>;
  /** The password was right: the e-mail's failures are forgotten. */
  succeeded(): Promise<void>;
}

export type AttemptDecision =
  | { allowed: true; permit: AttemptPermit }
  /** Throttled; the e-mail may try again after `retryAfterSeconds`. */
  | { allowed: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /** Asks to check a password for `email` now. */
  begin(email: string): Promise<AttemptDecision>;
}

/** The key of an e-mail in `login_attempt`: case and surrounding spaces do not matter. */
export function throttleKey(email: string): string {
  return `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

export function createLoginThrottle(db: Queryable, now: () => Date): LoginThrottle {
  let lastPurge = Number.NEGATIVE_INFINITY;

  /** Rows older than the window count for nothing; drop them at most once a window per process. */
  async function purgeNowAndThen(at: Date): Promise<void> {
    if (at.getTime() - lastPurge < FAILURE_WINDOW_MS) return;
    lastPurge = at.getTime();
    await db.query('DELETE FROM login_attempt WHERE created_at <= $1', [
      new Date(at.getTime() - FAILURE_WINDOW_MS).toISOString(),
    ]);
  }

  return {
    async begin(email) {
      const at = now();
      const key = throttleKey(email);
      const windowStart = new Date(at.getTime() - FAILURE_WINDOW_MS).toISOString();
      await purgeNowAndThen(at);
      // Record the attempt before counting the ones recorded before it, so parallel guesses
      // queue up by id: at most MAX_FAILURES passwords are checked per window, however many
      // requests race. (An attempt still in flight counts as a failure until it succeeds.)
      const inserted = await db.query<{ id: number }>(
        'INSERT INTO login_attempt (cle, created_at) VALUES ($1, $2) RETURNING id',
        [key, at.toISOString()],
      );
      const id = (inserted[0] as { id: number }).id;
      const earlier = await db.query<{ created_at: string }>(
        `SELECT created_at FROM login_attempt
          WHERE cle = $1 AND created_at > $2 AND id < $3
          ORDER BY created_at DESC LIMIT $4`,
        [key, windowStart, id, MAX_FAILURES],
      );
      if (earlier.length >= MAX_FAILURES) {
        // A refused attempt checks no password, so it is not a failure: it does not extend the wait.
        await db.query('DELETE FROM login_attempt WHERE id = $1', [id]);
        const oldest = new Date((earlier[earlier.length - 1] as { created_at: string }).created_at);
        const freeAt = oldest.getTime() + FAILURE_WINDOW_MS;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)) };
      }
      return {
        allowed: true,
        permit: {
          async failed() {},
          async succeeded() {
            await db.query('DELETE FROM login_attempt WHERE cle = $1', [key]);
          },
        },
      };
    },
  };
}
