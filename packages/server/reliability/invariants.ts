/**
 * What must hold between payments, orders and items whatever happened: read from a stopped
 * server's database. The provider's side is the sandbox's own table (it stands for Stripe), the
 * marketplace's side is payment_intent and commande.
 */
import type { Queryable } from '../src/db/database.js';

export interface PaymentInvariants {
  /** Intents the provider charged. */
  confirmedPayments: number;
  orders: number;
  /** Charged at the provider, no order at the marketplace. */
  paymentsWithoutOrder: number;
  /** Payments with more than one order (the unique index makes it impossible; checked anyway). */
  paymentsWithSeveralOrders: number;
  /** Orders whose intent is not charged at the provider, or not succeeded at the marketplace. */
  ordersWithoutPayment: number;
  /** Items with more than one order or more than one succeeded intent. */
  itemsSoldTwice: number;
  /** Items bought through checkout whose state disagrees with their order: sold without one, or the reverse. */
  itemsWithWrongState: number;
  /** Reservations still pending. */
  pending: number;
  /** Pending reservations whose expiry has passed (by the database's clock). */
  pendingExpired: number;
}

const count = async (db: Queryable, sql: string): Promise<number> =>
  ((await db.query<{ n: number }>(sql))[0] as { n: number }).n;

export async function paymentInvariants(db: Queryable): Promise<PaymentInvariants> {
  return {
    confirmedPayments: await count(
      db,
      `SELECT count(*)::int AS n FROM sandbox_intent WHERE status = 'succeeded'`,
    ),
    orders: await count(db, 'SELECT count(*)::int AS n FROM commande'),
    paymentsWithoutOrder: await count(
      db,
      `SELECT count(*)::int AS n FROM sandbox_intent si
        WHERE si.status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM commande c WHERE c.id_payment_intent = si.id)`,
    ),
    paymentsWithSeveralOrders: await count(
      db,
      `SELECT count(*)::int AS n FROM (SELECT id_payment_intent FROM commande GROUP BY 1 HAVING count(*) > 1) x`,
    ),
    ordersWithoutPayment: await count(
      db,
      `SELECT count(*)::int AS n FROM commande c
         LEFT JOIN sandbox_intent si ON si.id = c.id_payment_intent
         LEFT JOIN payment_intent pi ON pi.id = c.id_payment_intent
        WHERE si.status IS DISTINCT FROM 'succeeded' OR pi.status NOT IN ('succeeded', 'refunded')
           OR pi.status IS NULL`,
    ),
    itemsSoldTwice: await count(
      db,
      `SELECT count(*)::int AS n FROM (
         SELECT id_sous_produit FROM commande WHERE etat NOT IN ('declined', 'cancelled')
          GROUP BY 1 HAVING count(*) > 1
         UNION
         SELECT id_sous_produit FROM payment_intent WHERE status = 'succeeded' GROUP BY 1 HAVING count(*) > 1
       ) x`,
    ),
    itemsWithWrongState: await count(
      db,
      // Among the items someone tried to buy (the seeded catalogue marks some sold without orders):
      // a live order means sold, no order at all means for sale. A declined or cancelled order
      // gives its item back unless staff refunded a buyer who keeps it, so it decides nothing.
      `SELECT count(*)::int AS n FROM sous_produit s
        WHERE EXISTS (SELECT 1 FROM payment_intent pi WHERE pi.id_sous_produit = s.id)
          AND ((EXISTS (SELECT 1 FROM commande c WHERE c.id_sous_produit = s.id
                          AND c.etat NOT IN ('declined', 'cancelled')) AND s.etat <> 'Vendu')
            OR (NOT EXISTS (SELECT 1 FROM commande c WHERE c.id_sous_produit = s.id) AND s.etat = 'Vendu'))`,
    ),
    pending: await count(db, `SELECT count(*)::int AS n FROM payment_intent WHERE status = 'pending'`),
    pendingExpired: await count(
      db,
      `SELECT count(*)::int AS n FROM payment_intent WHERE status = 'pending' AND expires_at <= now()`,
    ),
  };
}

/** What must hold between the marketplace's refunds and payouts and the provider's. */
export interface MoneyMoveInvariants {
  /** Payments refunded more than they were charged. */
  refundedTooMuch: number;
  /** Sales transferred to their seller more than once. */
  transferredTwice: number;
  /** Sales with more than one bank payout that did not fail. */
  paidOutTwice: number;
  /** Refunds and payouts the marketplace counts as made that the provider has no trace of. */
  settledWithoutProvider: number;
}

export async function moneyMoveInvariants(db: Queryable): Promise<MoneyMoveInvariants> {
  return {
    refundedTooMuch: await count(
      db,
      `SELECT count(*)::int AS n FROM sandbox_intent si
        WHERE (SELECT COALESCE(sum(r.amount), 0) FROM sandbox_refund r WHERE r.payment_intent = si.id) > si.amount`,
    ),
    transferredTwice: await count(
      db,
      `SELECT count(*)::int AS n FROM (
         SELECT transfer_group FROM sandbox_transfer WHERE transfer_group IS NOT NULL GROUP BY 1 HAVING count(*) > 1
       ) x`,
    ),
    paidOutTwice: await count(
      db,
      // A bank payout's key is its sale's payout key, then ':bank:' and the attempt.
      `SELECT count(*)::int AS n FROM (
         SELECT split_part(idempotency_key, ':bank:', 1) FROM sandbox_payout
          WHERE fails_with IS NULL GROUP BY 1 HAVING count(*) > 1
       ) x`,
    ),
    settledWithoutProvider: await count(
      db,
      `SELECT count(*)::int AS n FROM mouvement_argent m
        WHERE m.provider = 'sandbox' AND m.status = 'succeeded'
          AND NOT EXISTS (SELECT 1 FROM sandbox_refund r WHERE r.idempotency_key = m.idempotency_key)
          AND NOT EXISTS (SELECT 1 FROM sandbox_transfer t WHERE t.idempotency_key = m.idempotency_key)`,
    ),
  };
}
