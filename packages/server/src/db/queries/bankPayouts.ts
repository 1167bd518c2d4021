/**
 * The bank payouts of sellers' payouts (table virement_vendeur): after the transfer to the
 * seller's payout account, the payout from that account to their bank, with the provider's
 * status as last read. A failed one is followed by another once the bank details are fixed.
 */
import type { ProviderPayout, ProviderPayoutStatus } from '../../payments/provider.js';
import type { Queryable } from '../database.js';

export interface BankPayoutRow {
  id: number;
  id_mouvement: number;
  attempt: number;
  provider_id: string;
  account_id: string;
  status: ProviderPayoutStatus;
  arrival_date: string;
  failure_code: string | null;
}

const COLUMNS = 'id, id_mouvement, attempt, provider_id, account_id, status, arrival_date, failure_code';

/** The last bank payout of a seller's payout, if one was made. */
export async function latestBankPayout(
  db: Queryable,
  idMouvement: number,
): Promise<BankPayoutRow | undefined> {
  const rows = await db.query<BankPayoutRow>(
    `SELECT ${COLUMNS} FROM virement_vendeur WHERE id_mouvement = $1 ORDER BY attempt DESC LIMIT 1`,
    [idMouvement],
  );
  return rows[0];
}

/** When the runner reads a payout's status next: at its arrival once sent, else within the hour. */
export function nextCheck(payout: Pick<ProviderPayout, 'status' | 'arrival_date'>, now: Date): Date {
  const soon = new Date(now.getTime() + 3_600_000);
  if (payout.status === 'in_transit' && payout.arrival_date > now) return payout.arrival_date;
  return soon;
}

/** Records a bank payout the provider made; false when this attempt was recorded already. */
export async function recordBankPayout(
  db: Queryable,
  payout: { id_mouvement: number; attempt: number; account_id: string } & ProviderPayout,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO virement_vendeur (id_mouvement, attempt, provider_id, account_id, status, arrival_date,
                                   failure_code, created_at, updated_at, check_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)
     ON CONFLICT (id_mouvement, attempt) DO NOTHING RETURNING id`,
    [
      payout.id_mouvement,
      payout.attempt,
      payout.id,
      payout.account_id,
      payout.status,
      payout.arrival_date.toISOString(),
      payout.failure_code,
      now.toISOString(),
      nextCheck(payout, now).toISOString(),
    ],
  );
  return rows.length > 0;
}

export interface PayoutToCheck extends BankPayoutRow {
  id_commande: number;
  id_vendeur: number;
  provider: string;
  amount: number;
  currency: string;
}

/** Bank payouts on their way whose status is due to be read again. */
export async function bankPayoutsToCheck(db: Queryable, now: Date, limit: number): Promise<PayoutToCheck[]> {
  return db.query<PayoutToCheck>(
    `SELECT v.id, v.id_mouvement, v.attempt, v.provider_id, v.account_id, v.status, v.arrival_date,
            v.failure_code, m.id_commande, c.id_vendeur, m.provider, m.amount, trim(m.currency) AS currency
       FROM virement_vendeur v
       JOIN mouvement_argent m ON m.id = v.id_mouvement
       JOIN commande c ON c.id_commande = m.id_commande
      WHERE v.status IN ('pending', 'in_transit') AND v.check_at <= $1
      ORDER BY v.check_at, v.id LIMIT $2`,
    [now.toISOString(), limit],
  );
}

/**
 * Moves a bank payout from `from` to what the provider now says; false when another runner
 * moved it first, so each change is announced once.
 */
export async function moveBankPayout(
  db: Queryable,
  id: number,
  from: ProviderPayoutStatus,
  payout: ProviderPayout,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE virement_vendeur
        SET status = $3, arrival_date = $4, failure_code = $5, updated_at = $6, check_at = $7
      WHERE id = $1 AND status = $2 RETURNING id`,
    [
      id,
      from,
      payout.status,
      payout.arrival_date.toISOString(),
      payout.failure_code,
      now.toISOString(),
      nextCheck(payout, now).toISOString(),
    ],
  );
  return rows.length > 0;
}

/** Only the time of the next reading changes. */
export async function checkBankPayoutLater(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query('UPDATE virement_vendeur SET check_at = $2 WHERE id = $1', [id, at.toISOString()]);
}

export interface SellerPayoutRow {
  id_commande: number;
  created_at: string;
  currency: string;
  prix_unitaire: number;
  amount: number;
  status: ProviderPayoutStatus | null;
  arrival_date: string | null;
  failure_code: string | null;
}

/** A seller's payouts, newest first, each with its last bank payout (none while it waits). */
export async function sellerPayouts(
  db: Queryable,
  idVendeur: number,
  limit = 500,
): Promise<SellerPayoutRow[]> {
  return db.query<SellerPayoutRow>(
    `SELECT m.id_commande, m.created_at, trim(m.currency) AS currency, c.prix_unitaire, m.amount,
            v.status, v.arrival_date, v.failure_code
       FROM mouvement_argent m
       JOIN commande c ON c.id_commande = m.id_commande
       LEFT JOIN LATERAL (SELECT status, arrival_date, failure_code FROM virement_vendeur
                           WHERE id_mouvement = m.id ORDER BY attempt DESC LIMIT 1) v ON true
      WHERE m.kind = 'payout' AND c.id_vendeur = $1
      ORDER BY m.created_at DESC, m.id DESC LIMIT $2`,
    [idVendeur, limit],
  );
}
