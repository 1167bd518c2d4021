/** Sellers' payout accounts at the payment provider (table compte_paiement). */
import type { Queryable } from '../database.js';

export interface PayoutAccount {
  id_user: number;
  account_id: string;
  country: string;
  payouts_enabled: boolean;
  external_account: string | null;
  external_last4: string | null;
}

export async function payoutAccountOf(db: Queryable, idUser: number): Promise<PayoutAccount | undefined> {
  const rows = await db.query<PayoutAccount>(
    `SELECT id_user, account_id, country, payouts_enabled, external_account, external_last4
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

/** Creates the account; false when the user already has one. */
export async function insertPayoutAccount(
  db: Queryable,
  account: { id_user: number; account_id: string; country: string; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO compte_paiement (id_user, account_id, country, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id_user) DO NOTHING RETURNING id_user`,
    [account.id_user, account.account_id, account.country, account.now.toISOString()],
  );
  return rows.length > 0;
}

export async function updatePayoutCountry(
  db: Queryable,
  idUser: number,
  country: string,
  now: Date,
): Promise<void> {
  await db.query('UPDATE compte_paiement SET country = $2, updated_at = $3 WHERE id_user = $1', [
    idUser,
    country,
    now.toISOString(),
  ]);
}

/** Attaches the bank account payouts go to, which enables payouts. */
export async function attachExternalAccount(
  db: Queryable,
  idUser: number,
  external: { id: string; last4: string },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE compte_paiement
        SET external_account = $2, external_last4 = $3, payouts_enabled = true, updated_at = $4
      WHERE id_user = $1`,
    [idUser, external.id, external.last4, now.toISOString()],
  );
}
