/**
 * The marketplace's side of payments: what an item costs, the reservations (payment_intent rows)
 * that hold items during checkout, the orders made from paid intents, and each user's customer
 * at the provider.
 */
import { ORDER_STATES } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { orderArticleOf } from './orderArticle.js';

/** An item to pay, with what its price is computed from. */
export interface ItemToPrice {
  id_sous_produit: number;
  id_produit: number;
  etat: string;
  id_vendeur: number;
  /** In the seller's currency. */
  prix_unitaire: number;
  taux_change_vendeur: number;
  code_monnaie_vendeur: string;
}

export async function itemsToPrice(db: Queryable, ids: readonly number[]): Promise<ItemToPrice[]> {
  return db.query<ItemToPrice>(
    `SELECT s.id AS id_sous_produit, s.id_produit, p.id_vendeur, p.prix_unitaire,
            -- The items of a listing off sale (withdrawn, or awaiting staff) are no more to buy
            -- than sold ones.
            CASE WHEN p.a_vendre THEN s.etat ELSE 'Vendu' END AS etat,
            py.taux_change AS taux_change_vendeur, py.code_monnaie AS code_monnaie_vendeur
       FROM sous_produit s
       JOIN produit p ON p.id_produit = s.id_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays py ON py.id_pays = u.id_pays
      WHERE s.id = ANY($1::int[])`,
    [ids],
  );
}

/**
 * The rate of a currency from the countries table; when several countries use it, the buyer's
 * own country first (their rates agree anyway).
 */
export async function currencyRate(
  db: Queryable,
  code: string,
  idUser: number,
): Promise<{ code_monnaie: string; taux_change: number } | undefined> {
  const rows = await db.query<{ code_monnaie: string; taux_change: number }>(
    `SELECT py.code_monnaie, py.taux_change
       FROM pays py
      WHERE py.code_monnaie = upper($1)
      ORDER BY (py.id_pays = (SELECT u.id_pays FROM utilisateur u WHERE u.id_user = $2)) DESC, py.id_pays
      LIMIT 1`,
    [code, idUser],
  );
  return rows[0];
}

/** Whose address book holds the address; an address taken out of its book is paid to no more. */
export async function addressOwner(
  db: Queryable,
  idAdresse: number,
): Promise<{ id_user: number; retired: boolean } | undefined> {
  const rows = await db.query<{ id_user: number; retired: boolean }>(
    'SELECT id_user, retiree_at IS NOT NULL AS retired FROM adresse_livraison WHERE id_adresse_livraison = $1',
    [idAdresse],
  );
  return rows[0];
}

export type IntentStatus = 'pending' | 'succeeded' | 'canceled';

/** A payment_intent row: one cart line being paid. */
export interface IntentRecord {
  id: string;
  client_secret: string;
  idempotency_key: string;
  provider: string;
  id_user: number;
  id_vendeur: number;
  id_produit: number;
  id_sous_produit: number;
  id_adresse_livraison: number;
  amount: number;
  currency: string;
  amount_vendeur: number;
  currency_vendeur: string;
  status: IntentStatus;
  save_card: boolean;
  expires_at: string;
  /** The buyer's accepted offer whose price this reservation charges; null for the listing's price. */
  id_offre?: number | null;
}

const INTENT_COLUMNS = `id, client_secret, idempotency_key, provider, id_user, id_vendeur, id_produit,
  id_sous_produit, id_adresse_livraison, amount, currency, amount_vendeur, currency_vendeur, status,
  save_card, expires_at, id_offre::int AS id_offre`;

/** The intents one request made, in the order of its lines. */
export async function intentsByKey(db: Queryable, idempotencyKey: string): Promise<IntentRecord[]> {
  return db.query<IntentRecord>(
    `SELECT ${INTENT_COLUMNS} FROM payment_intent WHERE idempotency_key = $1 ORDER BY created_at, id_sous_produit`,
    [idempotencyKey],
  );
}

export async function intentById(db: Queryable, id: string): Promise<IntentRecord | undefined> {
  const rows = await db.query<IntentRecord>(`SELECT ${INTENT_COLUMNS} FROM payment_intent WHERE id = $1`, [
    id,
  ]);
  return rows[0];
}

/** Reservations holding any of these items (pending, or succeeded: sold). */
export async function liveReservations(db: Queryable, ids: readonly number[]): Promise<IntentRecord[]> {
  return db.query<IntentRecord>(
    `SELECT ${INTENT_COLUMNS} FROM payment_intent
      WHERE id_sous_produit = ANY($1::int[]) AND status IN ('pending', 'succeeded')`,
    [ids],
  );
}

/**
 * What a buyer holds unpaid right now, other checkouts than `exceptKey` (the one being made):
 * items and checkouts. Takes a lock on the buyer's row until the transaction ends, so two
 * checkouts of one buyer are counted one after the other.
 */
export async function heldUnpaid(
  tx: Queryable,
  idUser: number,
  exceptKey: string,
  now: Date,
): Promise<{ items: number; checkouts: number }> {
  await tx.query('SELECT 1 FROM utilisateur WHERE id_user = $1 FOR UPDATE', [idUser]);
  const [held] = await tx.query<{ items: number; checkouts: number }>(
    `SELECT count(*)::int AS items, count(DISTINCT idempotency_key)::int AS checkouts
       FROM payment_intent
      WHERE id_user = $1 AND status = 'pending' AND expires_at > $2 AND idempotency_key <> $3`,
    [idUser, now.toISOString(), exceptKey],
  );
  return held ?? { items: 0, checkouts: 0 };
}

export type NewReservation = Omit<IntentRecord, 'status' | 'expires_at'> & { expires_at: Date; now: Date };

/**
 * Whether the listing is off sale (withdrawn, or awaiting staff's verification), read under a
 * share lock held until the transaction ends.
 */
export async function isOffSale(tx: Queryable, idProduit: number): Promise<boolean> {
  const [row] = await tx.query<{ off_sale: boolean }>(
    'SELECT NOT a_vendre AS off_sale FROM produit WHERE id_produit = $1 FOR SHARE',
    [idProduit],
  );
  return row?.off_sale ?? false;
}

/** Inserts a pending intent; the partial unique index refuses a second live one for the item (23505). */
export async function insertReservation(db: Queryable, row: NewReservation): Promise<void> {
  await db.query(
    `INSERT INTO payment_intent (id, client_secret, idempotency_key, provider, id_user, id_vendeur, id_produit,
       id_sous_produit, id_adresse_livraison, amount, currency, amount_vendeur, currency_vendeur, status,
       save_card, expires_at, created_at, updated_at, annonce_verifiee_le, id_offre)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'pending', $14, $15, $16, $16,
             (SELECT verifie_le FROM produit WHERE id_produit = $7), $17)`,
    [
      row.id,
      row.client_secret,
      row.idempotency_key,
      row.provider,
      row.id_user,
      row.id_vendeur,
      row.id_produit,
      row.id_sous_produit,
      row.id_adresse_livraison,
      row.amount,
      row.currency,
      row.amount_vendeur,
      row.currency_vendeur,
      row.save_card,
      row.expires_at.toISOString(),
      row.now.toISOString(),
      row.id_offre ?? null,
    ],
  );
}

/**
 * Replaces a pending reservation's placeholder id by the provider's intent; false when the
 * reservation was released meanwhile (replaced by a newer checkout of the same buyer).
 */
export async function attachProviderIntent(
  db: Queryable,
  placeholderId: string,
  intent: { id: string; clientSecret: string },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_intent SET id = $2, client_secret = $3 WHERE id = $1 AND status = 'pending' RETURNING id`,
    [placeholderId, intent.id, intent.clientSecret],
  );
  return rows.length > 0;
}

/** Releases a pending reservation (its item can be bought again); false when it was not pending. */
export async function cancelReservation(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_intent SET status = 'canceled', updated_at = $2
      WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, now.toISOString()],
  );
  return rows.length > 0;
}

/** The pending intents of a listing's items; with `expiredAt`, only those whose hold is over then. */
export async function pendingIntentsOfListing(
  db: Queryable,
  idProduit: number,
  expiredAt?: Date,
): Promise<IntentRecord[]> {
  return db.query<IntentRecord>(
    `SELECT ${INTENT_COLUMNS} FROM payment_intent
      WHERE status = 'pending' AND id_produit = $1 AND ($2::timestamptz IS NULL OR expires_at <= $2)`,
    [idProduit, expiredAt?.toISOString() ?? null],
  );
}

/** Pending intents whose reservation is over at `now`, oldest first. */
export async function expiredReservations(db: Queryable, now: Date, limit = 500): Promise<IntentRecord[]> {
  return db.query<IntentRecord>(
    `SELECT ${INTENT_COLUMNS} FROM payment_intent
      WHERE status = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
    [now.toISOString(), limit],
  );
}

export async function pendingIntents(db: Queryable): Promise<IntentRecord[]> {
  return db.query<IntentRecord>(`SELECT ${INTENT_COLUMNS} FROM payment_intent WHERE status = 'pending'`);
}

/** Moves a pending intent to succeeded; undefined when it was not pending. */
export async function markIntentSucceeded(
  db: Queryable,
  id: string,
  now: Date,
): Promise<IntentRecord | undefined> {
  const rows = await db.query<IntentRecord>(
    `UPDATE payment_intent SET status = 'succeeded', updated_at = $2
      WHERE id = $1 AND status = 'pending' RETURNING ${INTENT_COLUMNS}`,
    [id, now.toISOString()],
  );
  return rows[0];
}

/** The order of a paid intent, waiting for the seller to ship, with what was sold as it stands now. */
export async function insertOrder(
  db: Queryable,
  intent: IntentRecord,
  prixUnitaire: number,
  now: Date,
): Promise<{ id_commande: number; etat: string }> {
  const rows = await db.query<{ id_commande: number; etat: string }>(
    `INSERT INTO commande (id_user, id_vendeur, id_produit, id_sous_produit, id_payment_intent,
       id_adresse_livraison, prix_unitaire, montant_paye, devise_paye, etat, created_at, article)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, ${orderArticleOf('$3::int', '$4::int')})
     RETURNING id_commande, etat`,
    [
      intent.id_user,
      intent.id_vendeur,
      intent.id_produit,
      intent.id_sous_produit,
      intent.id,
      intent.id_adresse_livraison,
      prixUnitaire,
      intent.amount,
      intent.currency,
      ORDER_STATES[0],
      now.toISOString(),
    ],
  );
  return rows[0] as { id_commande: number; etat: string };
}

/** A sold item: not selectable any more, out of every cart, one more sale for its product. */
export async function markItemSold(db: Queryable, idSousProduit: number, idProduit: number): Promise<void> {
  await db.query(`UPDATE sous_produit SET etat = 'Vendu' WHERE id = $1`, [idSousProduit]);
  await db.query('DELETE FROM panier WHERE id_sous_produit = $1', [idSousProduit]);
  await db.query('UPDATE produit SET ventes = ventes + 1 WHERE id_produit = $1', [idProduit]);
}

/** Each user's customer at a provider (see payments/stripe.ts `CustomerStore`). */
export function customerStore(db: Queryable, provider: string) {
  return {
    async find(idUser: number): Promise<string | undefined> {
      const rows = await db.query<{ customer_id: string }>(
        'SELECT customer_id FROM client_paiement WHERE id_user = $1 AND provider = $2',
        [idUser, provider],
      );
      return rows[0]?.customer_id;
    },
    async save(idUser: number, customerId: string): Promise<string> {
      await db.query(
        `INSERT INTO client_paiement (id_user, provider, customer_id) VALUES ($1, $2, $3)
         ON CONFLICT (id_user, provider) DO NOTHING`,
        [idUser, provider, customerId],
      );
      return (await this.find(idUser)) ?? customerId;
    },
  };
}
