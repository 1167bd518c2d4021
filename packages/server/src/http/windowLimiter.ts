/**
 * Counters over a fixed window of the injected clock, kept in this process's memory: the
 * building block of the limits on what one account does to others (messages, likes) and of the
 * account's own (reset links, reset attempts, address changes). A request counts against every
 * key it names, and is refused, counting nothing, when any is full.
 */

import { HttpError } from './httpError.js';

interface Window {
  startedAt: number;
  count: number;
}

/** Past this many counters, the ones whose window ended are dropped. */
const PRUNE_ABOVE = 10_000;

/** Which check was full (its index in the checks given), and the seconds until its window ends. */
export interface WindowRefusal {
  index: number;
  retryAfter: number;
}

export interface WindowLimiter {
  /** Counts one request against each key, or answers the refusal (counting nothing). */
  take(checks: readonly { key: string; max: number }[]): WindowRefusal | null;
}

export function createWindowLimiter(now: () => Date, windowMs: number): WindowLimiter {
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
    take(checks) {
      const at = now().getTime();
      const counted = checks.map(({ key, max }) => ({ window: current(key, at), max }));
      for (const [index, { window, max }] of counted.entries()) {
        if (window.count < max) continue;
        return { index, retryAfter: Math.ceil((window.startedAt + windowMs - at) / 1000) };
      }
      for (const { window } of counted) window.count++;
      return null;
    },
  };
}

/** "a minute" or "N minutes", for a refusal's message. */
export function waitText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** The 429 of a refusal: `sentence`, then when to try again, with the contract's `code`. */
export function tooOften(refusal: WindowRefusal, sentence: string, code: string): HttpError {
  return new HttpError(429, `${sentence} Try again in ${waitText(refusal.retryAfter)}.`, {
    code,
    retry_after: refusal.retryAfter,
  });
}
