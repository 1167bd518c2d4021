/** Who is calling: the user a valid, unexpired bearer token belongs to. */

import type { SessionCache } from '../cache/answerCache.js';
import { collectReads } from '../cache/changeClock.js';
import type { Queryable } from '../db/database.js';
import { bearerToken, hashToken } from './tokens.js';

export interface AuthUser {
  id_user: number;
  role: string;
  email: string;
  pseudo: string;
}

/** Where token lookups may be kept, and the clock's sequence the request reads under. */
export interface SessionLookupCache {
  sessions: SessionCache;
  since: number;
}

/** A live session: its user, and when it ends. */
export interface LiveSession {
  user: AuthUser;
  expiresAtMs: number;
}

/**
 * The session of a token digest, if it exists and has not expired at `now` — the server's clock,
 * not the database's, so that moving the clock ends a session exactly as it ends an order's
 * deadline.
 */
export async function findSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<LiveSession | undefined> {
  const rows = await db.query<AuthUser & { expires_at: string }>(
    `SELECT u.id_user, u.role, u.email, u.pseudo_profile AS pseudo, t.expires_at
       FROM session_token t JOIN utilisateur u ON u.id_user = t.id_user
      WHERE t.token_hash = $1 AND t.expires_at > $2`,
    [tokenHash, now.toISOString()],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { expires_at, ...user } = row;
  return { user, expiresAtMs: Date.parse(expires_at) };
}

/**
 * The user of the request's token, or null when there is no token. A token that is malformed,
 * unknown or expired is `'invalid'`, so a private call answers 401 rather than serving a visitor.
 * With a cache, a token is not looked up again until the tables its lookup read are written; its
 * expiry is still checked on every call.
 */
export async function authenticate(
  db: Queryable,
  authorization: string | undefined,
  now: Date,
  cache?: SessionLookupCache,
): Promise<AuthUser | null | 'invalid'> {
  if (!authorization) return null;
  const token = bearerToken(authorization);
  if (!token) return 'invalid';
  const tokenHash = hashToken(token);
  const cached = cache?.sessions.get(tokenHash);
  if (cached) return cached.expiresAtMs > now.getTime() ? cached.user : 'invalid';
  if (!cache) return (await findSession(db, tokenHash, now))?.user ?? 'invalid';
  const { result: session, tags } = await collectReads(() => findSession(db, tokenHash, now));
  if (!session) return 'invalid';
  // Frozen: the cached object is handed to every later request of this token.
  cache.sessions.set(
    tokenHash,
    { user: Object.freeze(session.user), expiresAtMs: session.expiresAtMs },
    { since: cache.since, tags },
  );
  return session.user;
}
