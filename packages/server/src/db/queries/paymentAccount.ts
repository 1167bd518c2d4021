/** Sellers' payout accounts at the payment provider (table compte_paiement). */
import type { ProviderAccount } from '../../payments/provider.js';
import type { Queryable } from '../database.js';

export interface PayoutAccount {
  id_user: number;
  account_id: string;
  country: string;
  currency: string | null;
  payouts_enabled: boolean;
  currently_due: string[];
  external_account: string | null;
  external_last4: string | null;
  external_status: 'new' | 'errored' | null;
}

export async function payoutAccountOf(db: Queryable, idUser: number): Promise<PayoutAccount | undefined> {
  const rows = await db.query<PayoutAccount>(
    `SELECT id_user, account_id, country, trim(currency) AS currency, payouts_enabled, currently_due,
            external_account, external_last4, external_status
       FROM compte_paiement WHERE id_user = $1`,
    [idUser],
  );
  return rows[0];
}

export async function userExists(db: Queryable, idUser: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM utilisateur WHERE id_user = $1', [idUser]);
  return rows.length > 0;
}

/** The country's alpha-2 in upper case when the marketplace knows it. */
export async function knownCountry(db: Queryable, alpha2: string): Promise<string | undefined> {
  const rows = await db.query<{ alpha2: string }>('SELECT alpha2 FROM pays WHERE alpha2 = upper($1)', [
    alpha2,
  ]);
  return rows[0]?.alpha2;
}

/** Records the provider's new account; false when the user already has one. */
export async function insertPayoutAccount(
  db: Queryable,
  idUser: number,
  account: ProviderAccount,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO compte_paiement (id_user, account_id, country, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id_user) DO NOTHING RETURNING id_user`,
    [idUser, account.id, account.country, now.toISOString()],
  );
  if (rows.length === 0) return false;
  await mirrorPayoutAccount(db, idUser, account, now);
  return true;
}

/** Copies the provider's account (its requirements, bank account, whether it can be paid out). */
export async function mirrorPayoutAccount(
  db: Queryable,
  idUser: number,
  account: ProviderAccount,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE compte_paiement
        SET country = $3, currency = $4, payouts_enabled = $5, currently_due = $6::text[],
            external_account = $7, external_last4 = $8, external_status = $9, updated_at = $10
      WHERE id_user = $1 AND account_id = $2`,
    [
      idUser,
      account.id,
      account.country,
      account.currency,
      account.payouts_enabled,
      account.currently_due,
      account.external_account?.id ?? null,
      account.external_account?.last4 ?? null,
      account.external_account?.status ?? null,
      now.toISOString(),
    ],
  );
}

/**
 * Records that the signed-in `idUser` holds account token `token`; false when it was claimed
 * before (by anyone). Claims past their lifetime go at the same time: they can no longer be spent.
 */
export async function claimAccountToken(
  db: Queryable,
  token: string,
  idUser: number,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `WITH stale AS (DELETE FROM account_token_claim WHERE claimed_at < $4)
     INSERT INTO account_token_claim (token, id_user, claimed_at) VALUES ($1, $2, $3)
     ON CONFLICT (token) DO NOTHING RETURNING token`,
    [token, idUser, now.toISOString(), new Date(now.getTime() - ttlMs).toISOString()],
  );
  return rows.length > 0;
}

/** Spends `idUser`'s live, unspent claim of `token`; false when there is none. */
export async function spendAccountTokenClaim(
  db: Queryable,
  token: string,
  idUser: number,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE account_token_claim SET spent_at = $3
      WHERE token = $1 AND id_user = $2 AND spent_at IS NULL AND claimed_at >= $4
      RETURNING token`,
    [token, idUser, now.toISOString(), new Date(now.getTime() - ttlMs).toISOString()],
  );
  return rows.length > 0;
}
