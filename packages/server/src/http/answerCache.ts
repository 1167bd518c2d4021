/**
 * A cache of the serialized answers of read endpoints, correct by construction: an answer is a
 * function of (endpoint, parsed input, caller, database contents), and the database contents are
 * named by the data generation the database layer moves after every write of this process
 * (db/writeClock.ts) — HTTP and socket handlers, the reservation sweeper, the payment
 * reconciler, the seeder and tests all write through that one layer.
 *
 * - The key is the endpoint, its input as parsed by the contract (so `?a=1&b=2` and `?b=2&a=1`
 *   are one entry, and a default filled in by the schema is part of it) and, on personalised and
 *   private reads, the id of the token's user; public reads ignore the token, as their handler does.
 *   An answer is also kept under the URL as sent, looked up first: the same URL from the same
 *   caller parses to the same input and passes the same checks, so a repeat skips parsing it.
 * - A request notes the generation before it reads anything (`begin`), and its answer is stored
 *   only if the generation is still the same once it is computed: an answer read across a write
 *   is never stored, and a write bumps the generation after it commits, so an entry can only be
 *   served while no write has landed since its reads began. A GET handler that writes stores
 *   nothing for the same reason.
 * - Time: no read answer depends on the clock except through the token (expiry is checked on every
 *   hit against `expires_at`). Reservations end by the sweeper's UPDATE, a write like any other.
 *   Endpoints whose answer depends on something else than the database are never cached
 *   (`UNCACHED`).
 * - With PostgreSQL, other processes may write without this one knowing: the server enables the
 *   cache there only when told this process is the only writer (ANSWER_CACHE=on).
 * Memory is bounded by bytes (least recently used first out); a write drops every entry at once.
 */
import type { AnyEndpoint } from '@vitrine/contract';
import type { AuthUser } from '../auth/authenticate.js';

/**
 * GET endpoints whose answer is not a function of the database and the input alone, by path:
 * - `delete_oneitem_panier` removes a cart line (the spec makes it a GET);
 * - `geolocalisation` reads the request's country and language headers;
 * - `stripe/v2/payment/customer` asks the payment provider, whose state (Stripe's) lives elsewhere.
 */
export const UNCACHED = new Set([
  'PanierController/delete_oneitem_panier',
  'CommandeController/geolocalisation',
  'stripe/v2/payment/customer',
]);

/** Whether answers of `endpoint` may be cached at all. */
export function isCacheable(endpoint: AnyEndpoint): boolean {
  return endpoint.method === 'GET' && !endpoint.files && !UNCACHED.has(endpoint.path);
}

/**
 * The cache key of one call: who asks matters only where the endpoint reads the token. `input`
 * is the parsed input (an object), or the URL as sent (a string), which stands for the same parse.
 */
export function answerKey(endpoint: AnyEndpoint, input: unknown, user: AuthUser | null): string {
  const caller = endpoint.access === 'public' ? '' : String(user?.id_user ?? 0);
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
  /** Times a write emptied the cache. */
  invalidations: number;
  evictions: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  sessionHits: number;
  sessionMisses: number;
}

export interface AnswerCache {
  /** The generation a request reads under; empties the cache when the data moved since. */
  begin(): number;
  /**
   * The stored answer for `key`, if any, as the most recently used. A lookup that another will
   * follow on a miss (the URL's, before the parsed input's) says so, and counts no miss.
   */
  get(key: string, options?: { thenAnother?: boolean }): Buffer | undefined;
  /** Keeps `body` unless a write landed since `generation`; true when kept. */
  set(key: string, body: Buffer, generation: number): boolean;
  /** Token lookups, cached the same way (a sign-out is a write). */
  readonly sessions: SessionCache;
  stats(): AnswerCacheStats;
}

export interface SessionCache {
  get(tokenHash: string): CachedSession | undefined;
  set(tokenHash: string, session: CachedSession, generation: number): void;
}

/** Estimated bytes held by an entry: the body, the key (UTF-16) and the Map's own slot. */
const entryBytes = (key: string, body: Buffer) => body.length + key.length * 2 + 96;

/** Sessions kept at most; each is a few hundred bytes. */
const MAX_SESSIONS = 10_000;

export function createAnswerCache(options: {
  db: { readonly generation: number };
  maxBytes: number;
}): AnswerCache {
  const { db, maxBytes } = options;
  // Map keeps insertion order: the first key is the least recently used.
  let answers = new Map<string, Buffer>();
  let sessions = new Map<string, CachedSession>();
  let bytes = 0;
  let generation = db.generation;
  const stats = {
    hits: 0,
    misses: 0,
    raced: 0,
    invalidations: 0,
    evictions: 0,
    sessionHits: 0,
    sessionMisses: 0,
  };

  /** The current generation, dropping everything kept under an older one. */
  function current(): number {
    if (db.generation !== generation) {
      generation = db.generation;
      if (answers.size > 0 || sessions.size > 0) stats.invalidations++;
      answers = new Map();
      sessions = new Map();
      bytes = 0;
    }
    return generation;
  }

  return {
    begin: current,
    get(key, options) {
      current();
      const body = answers.get(key);
      if (!body) {
        if (!options?.thenAnother) stats.misses++;
        return undefined;
      }
      stats.hits++;
      answers.delete(key);
      answers.set(key, body);
      return body;
    },
    set(key, body, startedAt) {
      if (current() !== startedAt) {
        stats.raced++;
        return false;
      }
      const size = entryBytes(key, body);
      // One answer may not push out most of the others.
      if (size > maxBytes / 4) return false;
      const previous = answers.get(key);
      if (previous) {
        bytes -= entryBytes(key, previous);
        answers.delete(key);
      }
      answers.set(key, body);
      bytes += size;
      for (const [oldKey, oldBody] of answers) {
        if (bytes <= maxBytes) break;
        answers.delete(oldKey);
        bytes -= entryBytes(oldKey, oldBody);
        stats.evictions++;
      }
      return true;
    },
    sessions: {
      get(tokenHash) {
        current();
        const session = sessions.get(tokenHash);
        if (session) stats.sessionHits++;
        else stats.sessionMisses++;
        return session;
      },
      set(tokenHash, session, startedAt) {
        if (current() !== startedAt) return;
        if (sessions.size >= MAX_SESSIONS) {
          const oldest = sessions.keys().next().value;
          if (oldest !== undefined) sessions.delete(oldest);
        }
        sessions.set(tokenHash, session);
      },
    },
    stats: () => ({ ...stats, entries: answers.size, bytes, maxBytes }),
  };
}
