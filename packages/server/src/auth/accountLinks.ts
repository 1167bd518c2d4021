/**
 * The secrets of the links an e-mail carries (a password reset, a new address's confirmation, the
 * sign-up address's confirmation):
 * random like sign-in tokens, kept only as their SHA-256, valid until their expiry and once. A
 * new link of one purpose ends the account's earlier ones of that purpose, so only the latest
 * e-mail's link works.
 */
import type { Queryable } from '../db/database.js';
import { hashToken, newToken } from './tokens.js';

export type LinkPurpose = 'password_reset' | 'email_change' | 'email_confirmation';

export interface IssuedLink {
  id_user: number;
  purpose: LinkPurpose;
  /** The address the link confirms (a new one, or the sign-up's). */
  newEmail?: string;
  now: Date;
  ttlMs: number;
}

/** Makes a link's secret and keeps its digest; answers the secret, for the e-mail only. */
export async function issueLink(db: Queryable, link: IssuedLink): Promise<string> {
  const at = link.now.toISOString();
  await db.query(
    'UPDATE account_link SET used_at = $3 WHERE id_user = $1 AND purpose = $2 AND used_at IS NULL',
    [link.id_user, link.purpose, at],
  );
  const token = newToken();
  await db.query(
    `INSERT INTO account_link (token_hash, id_user, purpose, new_email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(token),
      link.id_user,
      link.purpose,
      link.newEmail ?? null,
      at,
      new Date(link.now.getTime() + link.ttlMs).toISOString(),
    ],
  );
  return token;
}

/**
 * Whether a link's secret is one of `purpose`, unexpired at `now` and unused, without spending it:
 * a cheap look before costly work (hashing a new password); the work still spends it with
 * {@link spendLink}, which alone settles a race.
 */
export async function linkIsLive(
  db: Queryable,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM account_link WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3',
    [hashToken(token), purpose, now.toISOString()],
  );
  return rows.length > 0;
}

export interface SpentLink {
  id_user: number;
  purpose: LinkPurpose;
  new_email: string | null;
}

/**
 * Spends a link: answers its account, purpose (and the address it confirms) when the secret is
 * one of `purposes`, unexpired at `now` and unused, and marks it used in the same statement, so
 * two requests racing with one link cannot both have it.
 */
export async function spendLink(
  db: Queryable,
  token: string,
  purposes: LinkPurpose | readonly LinkPurpose[],
  now: Date,
): Promise<SpentLink | undefined> {
  const rows = await db.query<SpentLink>(
    `UPDATE account_link SET used_at = $3
      WHERE token_hash = $1 AND purpose = ANY($2::text[]) AND used_at IS NULL AND expires_at > $3
      RETURNING id_user, purpose, new_email`,
    [hashToken(token), typeof purposes === 'string' ? [purposes] : purposes, now.toISOString()],
  );
  return rows[0];
}
