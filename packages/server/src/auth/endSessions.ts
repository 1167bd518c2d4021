/**
 * Ends an account's sessions at once — after a password reset or change, or when its owner signs
 * out everywhere — and closes their live connections, in every process (the notifier reaches the
 * sockets through the shared adapter).
 */
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';

/** Deletes the account's sessions, but `keep` (a token digest) when given; answers the digests ended. */
export async function deleteSessions(db: Queryable, idUser: number, keep?: string): Promise<string[]> {
  const rows = await db.query<{ token_hash: string }>(
    `DELETE FROM session_token WHERE id_user = $1 AND ($2::text IS NULL OR token_hash <> $2)
     RETURNING token_hash`,
    [idUser, keep ?? null],
  );
  return rows.map((row) => row.token_hash);
}

/** Closes the sockets of sessions already deleted; call it once their deletion is committed. */
export function closeSockets(context: Pick<AppContext, 'notifier'>, tokenHashes: readonly string[]): void {
  for (const tokenHash of tokenHashes) context.notifier.sessionEnded(tokenHash);
}
