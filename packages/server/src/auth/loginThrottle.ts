/**
 * Slows down password guessing without letting a stranger lock the owner out: failures are
 * counted per (e-mail, client address). A client's first failures for an e-mail cost nothing;
 * past them, each further check of a password waits twice as long after the client's last
 * failure as the one before (1 s, 2 s, 4 s… up to the window). Another client — the owner on
 * their own connection — is not slowed by those guesses. A successful sign-in forgets that
 * client's failures for the e-mail. (How many sign-ins one address may try in all, whatever the
 * e-mails, is the rate limit's job: see http/rateLimits.ts.)
 *
 * The failures live in the `login_attempt` table, so every server process sharing a database
 * shares the count. The e-mail is kept only as a digest: the table may hold mistyped passwords
 * entered in the e-mail box, and a leak of it should not reveal them.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/** Failures of one client for one e-mail that are not slowed down. */
export const FREE_FAILURES = 5;
/** How long a failure counts. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** The wait after the first failure past the free ones; it doubles with each further one. */
export const FIRST_DELAY_MS = 1000;

/** A sign-in that may go ahead, holding its place among the client's attempts. */
export interface AttemptPermit {
  /** The password was wrong: the attempt stays counted. */
  failed(): Promise<void>;
  /** The password was right: this client's failures for the e-mail are forgotten. */
  succeeded(): Promise<void>;
}

export type AttemptDecision =
  | { allowed: true; permit: AttemptPermit }
  /** Slowed down; this client may try again after `retryAfterSeconds`. */
  | { allowed: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /** Asks to check a password for `email`, sent from the address `client`, now. */
  begin(email: string, client: string): Promise<AttemptDecision>;
}

/** The key of an (e-mail, client) pair in `login_attempt`: the e-mail's case and spaces do not matter. */
export function throttleKey(email: string, client: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `email:${digest}|client:${client}`;
}

/** How long after its last failure a client waits, having failed `failures` times in the window. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), FAILURE_WINDOW_MS);
}

/** Enough earlier failures to tell the longest delay (beyond it, the window ends first). */
const COUNTED = FREE_FAILURES + Math.ceil(Math.log2(FAILURE_WINDOW_MS / FIRST_DELAY_MS)) + 1;

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
    async begin(email, client) {
      const at = now();
      const key = throttleKey(email, client);
      const windowStart = new Date(at.getTime() - FAILURE_WINDOW_MS).toISOString();
      await purgeNowAndThen(at);
      // Record the attempt before counting the ones recorded before it, so parallel guesses
      // queue up by id: past the free failures, each waits for the one before it, however many
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
        [key, windowStart, id, COUNTED],
      );
      const wait = delayAfter(earlier.length);
      const latest = earlier[0] ? Date.parse(earlier[0].created_at) : Number.NEGATIVE_INFINITY;
      const freeAt = latest + wait;
      if (wait > 0 && at.getTime() < freeAt) {
        // A refused attempt checks no password, so it is not a failure: it does not extend the wait.
        await db.query('DELETE FROM login_attempt WHERE id = $1', [id]);
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
