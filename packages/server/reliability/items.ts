/** Items of the seeded catalogue still for sale and never reserved, in a stopped server's database. */
import type { Queryable } from '../src/db/database.js';
import type { ItemForSale } from '../src/testing/checkoutFixtures.js';

export function itemsForSale(db: Queryable, limit = 10_000): Promise<ItemForSale[]> {
  return db.query<ItemForSale>(
    `SELECT p.id_produit, s.id AS id_sous_produit, p.id_vendeur, py.code_monnaie AS code_monnaie_vendeur,
            p.prix_unitaire, py.taux_change
       FROM sous_produit s
       JOIN produit p ON p.id_produit = s.id_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays py ON py.id_pays = u.id_pays
      WHERE s.etat = 'Disponible'
        AND NOT EXISTS (SELECT 1 FROM payment_intent pi WHERE pi.id_sous_produit = s.id)
      ORDER BY s.id
      LIMIT $1`,
    [limit],
  );
}
