/**
 * The link confirming the address an account signed up with: issued at sign-up and when the
 * account asks again, mailed to the account's address, spent through the same page and call as a
 * new address's confirmation. Until one of the account's mailed links is used, the account is
 * reminded and publishes no article (the contract's EMAIL_UNCONFIRMED_CODE).
 */
import { ACCOUNT_LINK_TTL_MS } from '@vitrine/contract';
import type { ServerConfig } from '../config.js';
import type { Queryable } from '../db/database.js';
import { queueAccountMail } from '../notifications/accountMails.js';
import { issueLink } from './accountLinks.js';

/**
 * Issues a confirmation link for `email` (the account's address now), ending the account's
 * earlier one; answers its secret, for the e-mail only. Run it in the transaction that wrote the
 * account or checked it unconfirmed.
 */
export function issueConfirmationLink(
  db: Queryable,
  account: { id_user: number; email: string },
  now: Date,
): Promise<string> {
  return issueLink(db, {
    id_user: account.id_user,
    purpose: 'email_confirmation',
    newEmail: account.email,
    now,
    ttlMs: ACCOUNT_LINK_TTL_MS.emailConfirmation,
  });
}

/** Keeps the e-mail carrying a confirmation link's secret in the outbox, in the account's language. */
export async function queueConfirmationMail(
  db: Queryable,
  config: Pick<ServerConfig, 'publicUrl'>,
  idUser: number,
  token: string,
  now: Date,
): Promise<void> {
  await queueAccountMail(db, config, { id_user: idUser, kind: 'email_confirmation', token }, now);
}

/** Whether the account's address was confirmed; undefined when there is no such account. */
export async function emailConfirmed(db: Queryable, idUser: number): Promise<boolean | undefined> {
  const rows = await db.query<{ email_confirmed: boolean }>(
    'SELECT email_confirmed FROM utilisateur WHERE id_user = $1',
    [idUser],
  );
  return rows[0]?.email_confirmed;
}
