/**
 * Counters over a fixed window of the injected clock, kept in this process's memory: the
 * building block of the account's limits (reset links, reset attempts, address changes). A
 * request counts against every key it names, and is refused, counting nothing, when any is full.
 */

interface Window {
  startedAt: number;
  count: number;
}

/** Past this many counters, the ones whose window ended are dropped. */
const PRUNE_ABOVE = 10_000;

export interface WindowLimiter {
  /** Counts one request against each key, or answers the seconds to wait (counting nothing). */
  take(checks: readonly { key: string; max: number }[]): number | null;
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
      for (const { window, max } of counted) {
        if (window.count < max) continue;
        return Math.ceil((window.startedAt + windowMs - at) / 1000);
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
