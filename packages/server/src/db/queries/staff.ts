/** Staff's queue of listings to check, and their decision on one. */
import type { ListingDecision, ListingDecisionResult, ListingToVerify } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { pageClause } from './products.js';

/** Listings neither verified nor refused, still listed by their seller, oldest first. */
export async function listListingsToVerify(
  db: Queryable,
  page?: number,
  limit?: number,
): Promise<ListingToVerify[]> {
  const params: unknown[] = [];
  return db.query<ListingToVerify>(
    `SELECT p.id_produit, m.nom_marque, p.modele, p.description, p.langue,
            COALESCE((SELECT i.link_image FROM image_produit i WHERE i.id_produit = p.id_produit
                       ORDER BY i.rang LIMIT 1), '') AS link_image_pple,
            c.slug AS categorie_slug, p.prix_unitaire, py.code_monnaie,
            p.id_vendeur, u.pseudo_profile AS pseudo_vendeur, p.created_at
       FROM produit p
       JOIN marque m ON m.id_marque = p.id_marque
       JOIN categorie c ON c.id_categorie = p.id_categorie
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays py ON py.id_pays = u.id_pays
      WHERE p.verifie_le IS NULL AND p.refuse_le IS NULL AND p.retire_le IS NULL
      ORDER BY p.created_at, p.id_produit
      ${pageClause(page, limit, params)}`,
    params,
  );
}

/** Whether the listing exists and is neither verified nor refused yet (read without a lock). */
export async function isUndecided(db: Queryable, productId: number): Promise<boolean> {
  const [row] = await db.query<{ undecided: boolean }>(
    'SELECT verifie_le IS NULL AND refuse_le IS NULL AS undecided FROM produit WHERE id_produit = $1',
    [productId],
  );
  return row?.undecided ?? false;
}

export type ListingDecisionOutcome = ListingDecisionResult | { refused: 'missing' | 'decided' };

/**
 * Records staff's decision on a listing not decided yet. A refused listing is also withdrawn, so it
 * leaves every list and its free items can no longer be bought; orders already paid go on.
 */
export async function decideListing(
  db: Queryable,
  staffId: number,
  productId: number,
  decision: ListingDecision,
  motif: string | null,
  now: Date,
): Promise<ListingDecisionOutcome> {
  const [row] = await db.query<{ undecided: boolean }>(
    `SELECT verifie_le IS NULL AND refuse_le IS NULL AS undecided FROM produit WHERE id_produit = $1 FOR UPDATE`,
    [productId],
  );
  if (!row) return { refused: 'missing' };
  if (!row.undecided) return { refused: 'decided' };
  if (decision === 'verify') {
    await db.query('UPDATE produit SET verifie_le = $2, verifie_par = $3 WHERE id_produit = $1', [
      productId,
      now.toISOString(),
      staffId,
    ]);
    return { id_produit: productId, verifie: true, refuse: false, motif: null };
  }
  await db.query(
    `UPDATE produit SET refuse_le = $2, refus_motif = $3, retire_le = COALESCE(retire_le, $2)
      WHERE id_produit = $1`,
    [productId, now.toISOString(), motif],
  );
  return { id_produit: productId, verifie: false, refuse: true, motif };
}
