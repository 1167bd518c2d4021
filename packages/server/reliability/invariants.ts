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
