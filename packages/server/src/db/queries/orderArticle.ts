import type { Queryable } from '../database.js';

/**
 * What an order keeps of what was sold: the listing as it stood when the buyer paid, so the buyer,
 * the seller and staff read the piece that was bought whatever the listing becomes afterwards.
 *
 * The article is the listing's ready card in each of the five languages (its texts in the
 * language they were written in or translated to, with `langue_texte`, its brand, model, category,
 * first photo, price and currency as cards show them), every photo's media key in order, its
 * condition, and the sold item's size and colour, with the first photo of that colour when the
 * listing names one (`photo_couleur`). Migration 019 fills the article of the orders
 * made before it with this same expression (a migration cannot import it).
 */

/**
 * The article of item `item` of product `product` (SQL expressions naming columns or
 * parameters), as one jsonb scalar subquery.
 */
export const orderArticleOf = (product: string, item: string) => `(
  SELECT jsonb_build_object(
           'cartes', (SELECT jsonb_object_agg(r.langue, (r.carte || '}')::jsonb)
                        FROM produit_pret r WHERE r.id_produit = p.id_produit),
           'photos', (SELECT COALESCE(jsonb_agg(i.link_image ORDER BY i.rang), '[]'::jsonb)
                        FROM image_produit i WHERE i.id_produit = p.id_produit),
           'photo_couleur', (SELECT i.link_image FROM image_produit i
                              WHERE i.id_produit = p.id_produit AND i.id_couleur = s.id_couleur
                              ORDER BY i.rang LIMIT 1),
           'etat_produit', p.etat_produit,
           'unity', sp.unity,
           'valeur_taille', t.valeur_taille, 'code_hexa', co.code_hexa,
           'nom_couleur', co.nom_couleur_fr, 'nom_couleur_en', co.nom_couleur_uk,
           'nom_couleur_it', co.nom_couleur_it, 'nom_couleur_jp', co.nom_couleur_jp,
           'nom_couleur_ru', co.nom_couleur_ru)
    FROM produit p
    JOIN utilisateur u ON u.id_user = p.id_vendeur
    JOIN pays sp ON sp.id_pays = u.id_pays
    JOIN sous_produit s ON s.id = ${item} AND s.id_produit = p.id_produit
    JOIN taille t ON t.id_taille = s.id_taille
    JOIN couleur co ON co.id_couleur = s.id_couleur
   WHERE p.id_produit = ${product})`;

/**
 * Why a sold listing's texts and photos no longer change: its buyers' orders keep them as bought
 * either way, but the unsold items of the listing are the same piece and must read the same.
 */
export const FROZEN_AFTER_SALE =
  'an item of this listing has been sold: its texts and photos stay as its buyer bought them.';

/**
 * Whether an item of the listing was sold: an order was made of it (whatever became of the order
 * since), or an item is marked sold (the demo catalogue's past sales have no order).
 */
export async function hasSold(db: Queryable, productId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM commande WHERE id_produit = $1)
                 OR EXISTS (SELECT 1 FROM sous_produit WHERE id_produit = $1 AND etat = 'Vendu')`,
    [productId],
  );
  return rows.length > 0;
}
