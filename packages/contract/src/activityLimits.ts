/**
 * How much one account may send to others, and one account receive from everyone: beyond, a
 * message or a like is refused with 429 and the code `activity_limit`, over HTTP and the live
 * socket alike. Each message and each like reaches a person (a live notice, often an e-mail), so
 * without a bound one account — or many — could bury someone under them.
 *
 * These are the defaults a server starts with; an operator may set others (`RATE_LIMIT_*`).
 */
export const ACTIVITY_LIMITS = {
  messages: {
    /** Messages one account may send, to everyone together, within the window. */
    perSender: 60,
    /** Messages one account may receive, from everyone together, within the window. */
    perRecipient: 200,
    windowMs: 10 * 60 * 1000,
  },
  likes: {
    /** Likes and unlikes one account may make within the window. */
    perSender: 120,
    /** Likes and unlikes of one seller's listings, by everyone together, within the window. */
    perRecipient: 600,
    windowMs: 60 * 60 * 1000,
  },
} as const;

export type ActivityKind = keyof typeof ACTIVITY_LIMITS;

/** The `code` of a 429 answered when a message or a like goes past its limit. */
export const ACTIVITY_LIMIT_CODE = 'activity_limit';
