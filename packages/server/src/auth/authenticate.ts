/** Who is calling: the user a valid, unexpired bearer token belongs to. */
import type { Queryable } from '../db/database.js';
import { bearerToken, hashToken } from './tokens.js';

export interface AuthUser {
  id_user: number;
  role: string;
  email: string;
  pseudo: string;
}

/**
 * The user of the request's token, or null when there is no token. A token that is malformed,
 * unknown or expired is `'invalid'`, so a private call answers 401 rather than serving a visitor.
 */
export async function authenticate(
  db: Queryable,
  authorization: string | undefined,
): Promise<AuthUser | null | 'invalid'> {
  if (!authorization) return null;
  const token = bearerToken(authorization);
  if (!token) return 'invalid';
  const rows = await db.query<AuthUser>(
    `SELECT u.id_user, u.role, u.email, u.pseudo_profile AS pseudo
       FROM session_token t JOIN utilisateur u ON u.id_user = t.id_user
      WHERE t.token_hash = $1 AND t.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? 'invalid';
}
