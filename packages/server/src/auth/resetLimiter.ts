/**
 * How often reset links may be asked for (the contract's PASSWORD_RESET_LIMITS): per e-mail
 * address, so one mailbox is not flooded, and per client address, so one client cannot probe or
 * flood many. The address is counted whether or not an account has it, so a refusal tells
 * nothing. Counted against the injected clock, in this process's memory, like the other limits.
 */
import { PASSWORD_RESET_LIMIT_CODE, PASSWORD_RESET_LIMITS } from '@vitrine/contract';
import { HttpError } from '../http/httpError.js';

interface Window {
  startedAt: number;
  count: number;
}

/** Past this many counters, the ones whose window ended are dropped. */
const PRUNE_ABOVE = 10_000;

export interface ResetLimiter {
  /** Counts one request for `email` from `client`, or throws a 429 (and counts nothing). */
  take(email: string, client: string): void;
}

export function createResetLimiter(
  now: () => Date,
  limits: { perAddress: number; perClient: number } = PASSWORD_RESET_LIMITS,
): ResetLimiter {
  const { windowMs } = PASSWORD_RESET_LIMITS;
  const windows = new Map<string, Window>();

  function current(key: string, at: number): Window {
    const window = windows.get(key);
    if (window && at - window.startedAt < windowMs) return window;
    if (windows.size >= PRUNE_ABOVE) {
      for (const [old, { startedAt }] of windows) if (at - startedAt >= windowMs) windows.delete(old);
    }
    const fresh = { startedAt: at, count: 0 };
    windows.set(key, fresh);
    return fresh;
  }

  return {
    take(email, client) {
      const at = now().getTime();
      const checks = [
        { window: current(`address:${email.trim().toLowerCase()}`, at), max: limits.perAddress },
        { window: current(`client:${client}`, at), max: limits.perClient },
      ];
      for (const { window, max } of checks) {
        if (window.count < max) continue;
        const retryAfter = Math.ceil((window.startedAt + windowMs - at) / 1000);
        const minutes = Math.max(1, Math.ceil(retryAfter / 60));
        throw new HttpError(
          429,
          `Reset links were asked for too often. Try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
          { code: PASSWORD_RESET_LIMIT_CODE, retry_after: retryAfter },
        );
      }
      for (const { window } of checks) window.count++;
    },
  };
}
