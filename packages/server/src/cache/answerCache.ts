/**
 * A cache of the serialized answers of read endpoints, correct by construction: an answer is a
 * function of (endpoint, parsed input, caller, the rows it read), and the database layer tags
 * every read with the tables it touched and moves a table's clock after every write to it
 * (db/changeClock.ts) — HTTP and socket handlers, the reservation sweeper, the order jobs, the
 * seeder and tests all write through that one layer.
 *
 * - The key is the endpoint, its input as parsed by the contract (so `?a=1&b=2` and `?b=2&a=1`
 *   are one entry, and a default filled in by the schema is part of it) and, on personalised and
 *   private reads, the token's user; public reads ignore the token, as their handler does.
 *   An answer is also kept under the URL as sent, looked up first: the same URL from the same
 *   caller parses to the same input and passes the same checks, so a repeat skips parsing it.
 * - A request notes the clock before it reads anything (`begin`) and collects the tags of its
 *   reads. Its answer is kept only if none of those tags changed since the note, and served
 *   only while none has: a write to a table drops exactly the answers that read it — a like
 *   drops its user's answers, not the product pages every visitor reads. A GET handler that
 *   writes stores nothing, its own write coming after its note.
 * - Time: no read answer depends on the clock except through the token (expiry is checked on every
 *   hit against `expires_at`). Reservations end by the sweeper's UPDATE, a write like any other.
 *   Endpoints whose answer depends on something else than the database are never cached
 *   (`UNCACHED`).
 * - With PostgreSQL, other processes' writes arrive through the change relay (db/changeRelay.ts);
 *   without it the cache is on there only when this process is declared the only writer.
 * Memory is bounded by bytes (least recently used first out); an entry found stale is dropped.
 */
import type { AnyEndpoint } from '@vitrine/contract';
import type { AuthUser } from '../auth/authenticate.js';
import type { ChangeClock } from './changeClock.js';

/**
 * GET endpoints whose answer is not a function of the database and the input alone, by path:
 * - `delete_oneitem_panier` removes a cart line (the spec makes it a GET);
 * - `geolocalisation` reads the request's country and language headers;
 * - `stripe/v2/payment/customer` asks the payment provider, whose state (Stripe's) lives elsewhere;
 * - `web/account/export` is counted against a limit and dated, and everything about one person
 *   is not to sit in memory after its answer has left.
 */
export const UNCACHED = new Set([
  'PanierController/delete_oneitem_panier',
  'CommandeController/geolocalisation',
  'stripe/v2/payment/customer',
  'web/account/export',
]);

/** Whether answers of `endpoint` may be cached at all. */
export function isCacheable(endpoint: AnyEndpoint): boolean {
  return endpoint.method === 'GET' && !endpoint.files && !UNCACHED.has(endpoint.path);
}

/**
 * The cache key of one call: who asks matters only where the endpoint reads the token, and then
 * all the token tells (a user whose role changes is another caller). `input` is the parsed input
 * (an object), or the URL as sent (a string), which stands for the same parse.
 */
export function answerKey(endpoint: AnyEndpoint, input: unknown, user: AuthUser | null): string {
  const caller =
    endpoint.access === 'public' || !user ? '' : `${user.id_user} ${user.role} ${user.email} ${user.pseudo}`;
  return `${endpoint.path}\n${caller}\n${JSON.stringify(input)}`;
}

/** A session as the token cache keeps it. */
export interface CachedSession {
  user: AuthUser;
  /** When the token stops working, in ms since the epoch. */
  expiresAtMs: number;
}

export interface AnswerCacheStats {
  hits: number;
  misses: number;
  /** Answers computed but not kept because a write landed while they were read. */
  raced: number;
  /** Entries dropped because a table they read was written since. */
  invalidations: number;
  evictions: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  sessionHits: number;
  sessionMisses: number;
}

/** What an answer read, and the clock's sequence before it began reading. */
export interface ReadStamp {
  since: number;
  tags: readonly string[];
}

export interface AnswerCache {
  /** The clock's sequence a request reads under: note it before any read. */
  begin(): number;
  /**
   * The stored answer for `key`, if any and still current, as the most recently used. A lookup
   * that another will follow on a miss (the URL's, before the parsed input's) says so, and
   * counts no miss. The answer's stamp comes with it, to keep it under a second key.
   */
  get(key: string, options?: { thenAnother?: boolean }): { body: Buffer; stamp: ReadStamp } | undefined;
  /** Keeps `body` unless what it read changed since it began; true when kept. */
  set(key: string, body: Buffer, stamp: ReadStamp): boolean;
  /** Token lookups, cached the same way (a sign-out writes their table). */
  readonly sessions: SessionCache;
  stats(): AnswerCacheStats;
}

export interface SessionCache {
  get(tokenHash: string): CachedSession | undefined;
  set(tokenHash: string, session: CachedSession, stamp: ReadStamp): void;
}

interface Entry {
  body: Buffer;
  stamp: ReadStamp;
}

/** Estimated bytes held by an entry: the body, the key (UTF-16) and the Map's own slot. */
const entryBytes = (key: string, body: Buffer) => body.length + key.length * 2 + 96;

/** Sessions kept at most; each is a few hundred bytes. */
const MAX_SESSIONS = 10_000;

export function createAnswerCache(options: { changes: ChangeClock; maxBytes: number }): AnswerCache {
  const { changes, maxBytes } = options;
  // Map keeps insertion order: the first key is the least recently used.
  const answers = new Map<string, Entry>();
  const sessions = new Map<string, { session: CachedSession; stamp: ReadStamp }>();
  let bytes = 0;
  const stats = {
    hits: 0,
    misses: 0,
    raced: 0,
    invalidations: 0,
    evictions: 0,
    sessionHits: 0,
    sessionMisses: 0,
  };

  const stale = (stamp: ReadStamp) => changes.changedSince(stamp.tags, stamp.since);

  function drop(key: string, entry: Entry): void {
    answers.delete(key);
    bytes -= entryBytes(key, entry.body);
  }

  return {
    begin: () => changes.sequence,
    get(key, options) {
      const entry = answers.get(key);
      if (entry && stale(entry.stamp)) {
        drop(key, entry);
        stats.invalidations++;
      } else if (entry) {
        stats.hits++;
        answers.delete(key);
        answers.set(key, entry);
        return entry;
      }
      if (!options?.thenAnother) stats.misses++;
      return undefined;
    },
    set(key, body, stamp) {
      if (stale(stamp)) {
        stats.raced++;
        return false;
      }
      const size = entryBytes(key, body);
      // One answer may not push out most of the others.
      if (size > maxBytes / 4) return false;
      const previous = answers.get(key);
      if (previous) drop(key, previous);
      answers.set(key, { body, stamp });
      bytes += size;
      for (const [oldKey, oldEntry] of answers) {
        if (bytes <= maxBytes) break;
        drop(oldKey, oldEntry);
        stats.evictions++;
      }
      return true;
    },
    sessions: {
      get(tokenHash) {
        const kept = sessions.get(tokenHash);
        if (kept && !stale(kept.stamp)) {
          stats.sessionHits++;
          return kept.session;
        }
        if (kept) sessions.delete(tokenHash);
        stats.sessionMisses++;
        return undefined;
      },
      set(tokenHash, session, stamp) {
        if (stale(stamp)) return;
        if (sessions.size >= MAX_SESSIONS) {
          const oldest = sessions.keys().next().value;
          if (oldest !== undefined) sessions.delete(oldest);
        }
        sessions.set(tokenHash, { session, stamp });
      },
    },
    stats: () => ({ ...stats, entries: answers.size, bytes, maxBytes }),
  };
}
