/**
 * The signed-in caller's password, asked again before what cannot be undone by a stolen session
 * alone (a new password, a new address, deleting the account): checked like a sign-in, and slowed
 * down like one (the login throttle's count, shared by every process).
 */
import type { Queryable } from '../db/database.js';
import { credentialsByEmail } from '../db/queries/users.js';
import { forbidden, HttpError } from '../http/httpError.js';
import { createLoginThrottle } from './loginThrottle.js';
import { verifyPassword } from './passwords.js';

export interface CurrentPasswordCheck {
  /** Resolves when `password` is the account's; a wrong one is 403 (not 401: the session is fine), too many 429. */
  check(account: { id_user: number; email: string }, password: string, client: string): Promise<void>;
}

export function createCurrentPasswordCheck(db: Queryable, now: () => Date): CurrentPasswordCheck {
  const throttle = createLoginThrottle(db, now);
  return {
    async check({ id_user, email }, password, client) {
      const attempt = await throttle.begin(email, client);
      if (!attempt.allowed) {
        throw new HttpError(429, 'Too many wrong passwords from here. Try again later.', {
          retry_after: attempt.retryAfterSeconds,
        });
      }
      const account = await credentialsByEmail(db, email);
      if (
        !account ||
        account.id_user !== id_user ||
        !(await verifyPassword(password, account.password_hash))
      ) {
        await attempt.permit.failed();
        throw forbidden('current_password: this is not your current password.');
      }
      await attempt.permit.succeeded();
    },
  };
}
