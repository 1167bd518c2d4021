/**
 * The limits of the account's public and mailing requests, counted against the injected clock in
 * this process's memory, like the other limits:
 * - reset links (the contract's PASSWORD_RESET_LIMITS): per e-mail address, so one mailbox is not
 *   flooded, and per client address, so one client cannot probe or flood many. The address is
 *   counted whether or not an account has it, so a refusal tells nothing;
 * - tries of a reset link's secret (PASSWORD_RESET_ATTEMPT_LIMITS), per client address, so no one
 *   guesses secrets, nor makes the server hash passwords, without end;
 * - new addresses asked for (EMAIL_CHANGE_LIMITS), per account and per address mailed, so an
 *   account cannot flood a stranger's mailbox with confirmation links;
 * - the sign-up address's confirmation link sent again (EMAIL_CONFIRMATION_LIMITS), per account.
 */
import {
  EMAIL_CHANGE_LIMIT_CODE,
  EMAIL_CHANGE_LIMITS,
  EMAIL_CONFIRMATION_LIMIT_CODE,
  EMAIL_CONFIRMATION_LIMITS,
  PASSWORD_RESET_ATTEMPT_LIMIT_CODE,
  PASSWORD_RESET_ATTEMPT_LIMITS,
  PASSWORD_RESET_LIMIT_CODE,
  PASSWORD_RESET_LIMITS,
} from '@vitrine/contract';
import { createWindowLimiter, tooOften } from '../http/windowLimiter.js';

export interface ResetLimiter {
  /** Counts one request for `email` from `client`, or throws a 429 (and counts nothing). */
  take(email: string, client: string): void;
}

const addressKey = (email: string) => email.trim().toLowerCase();

export function createResetLimiter(
  now: () => Date,
  limits: { perAddress: number; perClient: number } = PASSWORD_RESET_LIMITS,
): ResetLimiter {
  const counter = createWindowLimiter(now, PASSWORD_RESET_LIMITS.windowMs);
  return {
    take(email, client) {
      const refused = counter.take([
        { key: `address:${addressKey(email)}`, max: limits.perAddress },
        { key: `client:${client}`, max: limits.perClient },
      ]);
      if (refused)
        throw tooOften(refused, 'Reset links were asked for too often.', PASSWORD_RESET_LIMIT_CODE);
    },
  };
}

export interface ResetAttemptLimiter {
  /** Counts one try of a reset link from `client`, or throws a 429 (and counts nothing). */
  take(client: string): void;
}

export function createResetAttemptLimiter(now: () => Date): ResetAttemptLimiter {
  const counter = createWindowLimiter(now, PASSWORD_RESET_ATTEMPT_LIMITS.windowMs);
  return {
    take(client) {
      const refused = counter.take([{ key: client, max: PASSWORD_RESET_ATTEMPT_LIMITS.perClient }]);
      if (refused)
        throw tooOften(refused, 'Too many reset links tried from here.', PASSWORD_RESET_ATTEMPT_LIMIT_CODE);
    },
  };
}

export interface EmailChangeLimiter {
  /** Counts one new address asked for by `idUser`, or throws a 429 (and counts nothing). */
  take(idUser: number, email: string): void;
}

export function createEmailChangeLimiter(now: () => Date): EmailChangeLimiter {
  const counter = createWindowLimiter(now, EMAIL_CHANGE_LIMITS.windowMs);
  return {
    take(idUser, email) {
      const refused = counter.take([
        { key: `account:${idUser}`, max: EMAIL_CHANGE_LIMITS.perAccount },
        { key: `address:${addressKey(email)}`, max: EMAIL_CHANGE_LIMITS.perAddress },
      ]);
      if (refused) throw tooOften(refused, 'A new address was asked for too often.', EMAIL_CHANGE_LIMIT_CODE);
    },
  };
}

export interface ConfirmationResendLimiter {
  /** Counts one confirmation link sent again for `idUser`, or throws a 429 (and counts nothing). */
  take(idUser: number): void;
}

export function createConfirmationResendLimiter(now: () => Date): ConfirmationResendLimiter {
  const counter = createWindowLimiter(now, EMAIL_CONFIRMATION_LIMITS.windowMs);
  return {
    take(idUser) {
      const refused = counter.take([{ key: `account:${idUser}`, max: EMAIL_CONFIRMATION_LIMITS.perAccount }]);
      if (refused)
        throw tooOften(
          refused,
          'The confirmation link was sent again too often.',
          EMAIL_CONFIRMATION_LIMIT_CODE,
        );
    },
  };
}
