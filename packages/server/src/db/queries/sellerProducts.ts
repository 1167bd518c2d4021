/** A seller's own listings: each with where it stands, corrections of price and description, withdrawal. */
import {
  currencyDecimals,
  fitsDecimals,
  type SellerProduct,
  type SellerProductStatus,
} from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { refreshSearchText } from './addProduct.js';
import { FROZEN_AFTER_SALE, hasSold } from './orderArticle.js';
import { pageClause } from './products.js';

interface SellerProductRow extends Omit<SellerProduct, 'statut'> {
  id_vendeur: number;
  verifie: boolean;
  refuse: boolean;
}

/**
 * The listing's columns with its items counted: free, held by a live unpaid checkout, sold. `$1`
 * is the time a reservation must outlive to hold.
 */
const SELLER_PRODUCT_SELECT = `
  SELECT p.id_produit, p.id_vendeur, m.nom_marque, p.modele, p.description, p.langue,
         COALESCE((SELECT i.link_image FROM image_produit i WHERE i.id_produit = p.id_produit
                    ORDER BY i.rang LIMIT 1), '') AS link_image_pple,
         c.slug AS categorie_slug, p.prix_unitaire, py.code_monnaie, p.created_at, p.retire_le,
         p.verifie_le IS NOT NULL AS verifie, p.refuse_le IS NOT NULL AS refuse, p.refus_motif,
         items.en_vente, items.reserves, items.vendus
    FROM produit p
    JOIN marque m ON m.id_marque = p.id_marque
    JOIN categorie c ON c.id_categorie = p.id_categorie
    JOIN utilisateur u ON u.id_user = p.id_vendeur
    JOIN pays py ON py.id_pays = u.id_pays
   CROSS JOIN LATERAL (
     SELECT count(*) FILTER (WHERE s.etat = 'Disponible' AND NOT s.held)::int AS en_vente,
            count(*) FILTER (WHERE s.etat = 'Disponible' AND s.held)::int AS reserves,
            count(*) FILTER (WHERE s.etat = 'Vendu')::int AS vendus
       FROM (SELECT s.etat,
                    EXISTS (SELECT 1 FROM payment_intent pi
                             WHERE pi.id_sous_produit = s.id AND pi.status = 'pending'
                               AND pi.expires_at > $1) AS held
               FROM sous_produit s WHERE s.id_produit = p.id_produit) s
   ) items`;

/** Where a listing stands: the first of SELLER_PRODUCT_STATUSES that holds. */
function statusOf(row: SellerProductRow): SellerProductStatus {
  // Staff's refusal takes the listing off sale too: the refusal is what the seller needs to know.
  if (row.refuse) return 'refused';
  if (row.retire_le !== null) return 'withdrawn';
  if (row.en_vente === 0 && row.reserves === 0) return 'sold';
  if (row.reserves > 0) return 'reserved';
  if (!row.verifie) return 'awaiting_verification';
  return 'on_sale';
}

function toSellerProduct(row: SellerProductRow): SellerProduct {
  const { id_vendeur: _seller, verifie: _verified, refuse: _refused, ...product } = row;
  return { ...product, statut: statusOf(row) };
}

/** `sellerId`'s listings, newest first, a page at a time (through the seller's index). */
export async function listSellerProducts(
  db: Queryable,
  sellerId: number,
  now: Date,
  page?: number,
  limit?: number,
): Promise<SellerProduct[]> {
  const params: unknown[] = [now.toISOString(), sellerId];
  const rows = await db.query<SellerProductRow>(
    `WITH page AS MATERIALIZED (
       SELECT p.id_produit FROM produit p WHERE p.id_vendeur = $2
        ORDER BY p.created_at DESC, p.id_produit DESC ${pageClause(page, limit, params)}
     )
     ${SELLER_PRODUCT_SELECT}
     JOIN page ON page.id_produit = p.id_produit
     ORDER BY p.created_at DESC, p.id_produit DESC`,
    params,
  );
  return rows.map(toSellerProduct);
}

async function sellerProduct(db: Queryable, productId: number, now: Date): Promise<SellerProductRow | null> {
  const [row] = await db.query<SellerProductRow>(`${SELLER_PRODUCT_SELECT} WHERE p.id_produit = $2`, [
    now.toISOString(),
    productId,
  ]);
  return row ?? null;
}

/** The seller of a product, or undefined when there is no such product. */
export async function sellerOfProduct(db: Queryable, productId: number): Promise<number | undefined> {
  const [row] = await db.query<{ id_vendeur: number }>(
    'SELECT id_vendeur FROM produit WHERE id_produit = $1',
    [productId],
  );
  return row?.id_vendeur;
}

export type SellerProductRefusal =
  | { refused: 'missing' | 'not-yours' }
  | { refused: 'conflict'; why: string }
  | { refused: 'currency'; currency: string };

export interface ProductCorrection {
  prix_unitaire?: number;
  description?: string;
}

/**
 * Locks the listing and says why `sellerId` may not change it now, if they may not: someone
 * else's, or one that is no longer for sale.
 */
async function lockForChange(
  tx: Queryable,
  sellerId: number,
  productId: number,
  now: Date,
): Promise<{ row: SellerProductRow } | SellerProductRefusal> {
  const locked = await tx.query<{ id_vendeur: number }>(
    'SELECT id_vendeur FROM produit WHERE id_produit = $1 FOR UPDATE',
    [productId],
  );
  if (!locked[0]) return { refused: 'missing' };
  if (locked[0].id_vendeur !== sellerId) return { refused: 'not-yours' };
  const row = (await sellerProduct(tx, productId, now)) as SellerProductRow;
  const status = statusOf(row);
  if (status === 'refused') return { refused: 'conflict', why: 'staff refused this listing.' };
  if (status === 'withdrawn') return { refused: 'conflict', why: 'this listing was withdrawn from sale.' };
  if (status === 'sold') return { refused: 'conflict', why: 'every item of this listing is sold.' };
  return { row };
}

/**
 * Corrects `sellerId`'s listing: its price in their currency and its description in the
 * listing's own language. A change of either sends a verified listing back to staff: it is off
 * sale until they verify it as it now reads. So nothing changes while a checkout holds an item:
 * its buyer is paying for the listing as they were shown it. The description is frozen once an
 * item of it was sold (see FROZEN_AFTER_SALE); the price of the items left may still change, as
 * each order keeps the price it was paid at. Answers the listing as it now is, or why nothing was
 * written.
 */
export async function updateSellerProduct(
  tx: Queryable,
  sellerId: number,
  productId: number,
  correction: ProductCorrection,
  now: Date,
): Promise<SellerProduct | SellerProductRefusal> {
  const locked = await lockForChange(tx, sellerId, productId, now);
  if ('refused' in locked) return locked;
  const { row } = locked;
  if (row.reserves > 0) {
    return { refused: 'conflict', why: "a buyer's checkout holds an item as it is described and priced." };
  }
  if (correction.description !== undefined && (await hasSold(tx, productId))) {
    return { refused: 'conflict', why: FROZEN_AFTER_SALE };
  }
  if (
    correction.prix_unitaire !== undefined &&
    !fitsDecimals(correction.prix_unitaire, currencyDecimals(row.code_monnaie))
  ) {
    return { refused: 'currency', currency: row.code_monnaie };
  }
  // The same price and text again change nothing staff checked: the listing stays as it stands.
  await tx.query(
    `UPDATE produit p SET prix_unitaire = new.prix_unitaire, description = new.description,
            verifie_le = CASE WHEN new.changed THEN NULL ELSE p.verifie_le END,
            verifie_par = CASE WHEN new.changed THEN NULL ELSE p.verifie_par END
       FROM (SELECT id_produit, COALESCE($2, prix_unitaire) AS prix_unitaire,
                    COALESCE($3, description) AS description,
                    (COALESCE($2, prix_unitaire), COALESCE($3, description))
                      IS DISTINCT FROM (prix_unitaire, description) AS changed
               FROM produit WHERE id_produit = $1) new
      WHERE p.id_produit = new.id_produit`,
    [productId, correction.prix_unitaire ?? null, correction.description?.trim() ?? null],
  );
  if (correction.description !== undefined) await refreshSearchText(tx, productId);
  return toSellerProduct((await sellerProduct(tx, productId, now)) as SellerProductRow);
}

/**
 * Takes `sellerId`'s listing off sale: refused while a buyer's checkout holds one of its items
 * (they may be paying this minute). Orders already paid go on as they are; an item of it that
 * comes back from a declined or cancelled order stays off sale with it.
 */
export async function withdrawSellerProduct(
  tx: Queryable,
  sellerId: number,
  productId: number,
  now: Date,
): Promise<SellerProduct | SellerProductRefusal> {
  const locked = await lockForChange(tx, sellerId, productId, now);
  if ('refused' in locked) return locked;
  if (locked.row.reserves > 0) {
    return { refused: 'conflict', why: "a buyer's checkout holds an item of it; try again once it ends." };
  }
  await tx.query('UPDATE produit SET retire_le = $2 WHERE id_produit = $1', [productId, now.toISOString()]);
  return toSellerProduct((await sellerProduct(tx, productId, now)) as SellerProductRow);
}
