/**
 * How many messages and likes one account may send, and one account receive, within a window
 * (the contract's ACTIVITY_LIMITS, or the operator's). Both the HTTP calls and the live socket
 * take from the same counts, before anything is stored: a refused message is not stored, a
 * refused like changes nothing. Counted against the injected clock, in this process's memory
 * (like the other rate limits: behind a balancer with several processes, each counts alone).
 */
import { ACTIVITY_LIMIT_CODE, ACTIVITY_LIMITS, type ActivityKind } from '@vitrine/contract';
import { HttpError } from './httpError.js';

export type ActivityLimits = Record<ActivityKind, { perSender: number; perRecipient: number }>;

export interface ActivityLimiter {
  /**
   * Counts one `kind` from `sender` to `recipient`, or throws a 429 when either has reached its
   * limit within the window (and then counts nothing).
   */
  take(kind: ActivityKind, sender: number, recipient: number): void;
}

interface Window {
  startedAt: number;
  count: number;
}

/** Past this many counters, the ones whose window ended are dropped. */
const PRUNE_ABOVE = 10_000;

const REFUSALS: Record<ActivityKind, { sender: string; recipient: string }> = {
  messages: {
    sender: 'You have sent {max} messages in a short time: please wait {wait} before sending another.',
    recipient: 'This person has received many messages in a short time: please try again in {wait}.',
  },
  likes: {
    sender: 'You have liked or unliked {max} times in a short time: please wait {wait}.',
    recipient:
      "This seller's listings have been liked many times in a short time: please try again in {wait}.",
  },
};

function waitWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

export function createActivityLimiter(limits: ActivityLimits, now: () => Date): ActivityLimiter {
  const windows = new Map<string, Window>();

  function current(key: string, windowMs: number, at: number): Window {
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
    take(kind, sender, recipient) {
      const { windowMs } = ACTIVITY_LIMITS[kind];
      const at = now().getTime();
      const checks = [
        {
          who: 'sender' as const,
          window: current(`${kind}:from:${sender}`, windowMs, at),
          max: limits[kind].perSender,
        },
        {
          who: 'recipient' as const,
          window: current(`${kind}:to:${recipient}`, windowMs, at),
          max: limits[kind].perRecipient,
        },
      ];
      for (const { who, window, max } of checks) {
        if (window.count < max) continue;
        const retryAfterMs = window.startedAt + windowMs - at;
        const message = REFUSALS[kind][who]
          .replace('{max}', String(max))
          .replace('{wait}', waitWords(retryAfterMs));
        throw new HttpError(429, message, {
          code: ACTIVITY_LIMIT_CODE,
          retry_after: Math.ceil(retryAfterMs / 1000),
        });
      }
      for (const { window } of checks) window.count++;
    },
  };
}
