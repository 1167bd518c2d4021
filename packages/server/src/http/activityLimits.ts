/**
 * How many messages and likes one account may send, and one account receive, within a window
 * (the contract's ACTIVITY_LIMITS, or the operator's). Both the HTTP calls and the live socket
 * take from the same counts, before anything is stored: a refused message is not stored, a
 * refused like changes nothing. Counted against the injected clock, in this process's memory
 * (like the other rate limits: behind a balancer with several processes, each counts alone).
 */
import { ACTIVITY_LIMIT_CODE, ACTIVITY_LIMITS, type ActivityKind } from '@vitrine/contract';
import { HttpError } from './httpError.js';
import { createWindowLimiter, type WindowLimiter, waitText } from './windowLimiter.js';

export type ActivityLimits = Record<ActivityKind, { perSender: number; perRecipient: number }>;

export interface ActivityLimiter {
  /**
   * Counts one `kind` from `sender` to `recipient`, or throws a 429 when either has reached its
   * limit within the window (and then counts nothing).
   */
  take(kind: ActivityKind, sender: number, recipient: number): void;
}

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

export function createActivityLimiter(limits: ActivityLimits, now: () => Date): ActivityLimiter {
  const counters = {
    messages: createWindowLimiter(now, ACTIVITY_LIMITS.messages.windowMs),
    likes: createWindowLimiter(now, ACTIVITY_LIMITS.likes.windowMs),
  } satisfies Record<ActivityKind, WindowLimiter>;
  return {
    take(kind, sender, recipient) {
      const checks = [
        { who: 'sender', key: `from:${sender}`, max: limits[kind].perSender },
        { who: 'recipient', key: `to:${recipient}`, max: limits[kind].perRecipient },
      ] as const;
      const refused = counters[kind].take(checks);
      if (!refused) return;
      const { who, max } = checks[refused.index] as (typeof checks)[number];
      const message = REFUSALS[kind][who]
        .replace('{max}', String(max))
        .replace('{wait}', waitText(refused.retryAfter));
      throw new HttpError(429, message, { code: ACTIVITY_LIMIT_CODE, retry_after: refused.retryAfter });
    },
  };
}
