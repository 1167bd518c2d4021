/** Sellers' public cards. */
import type { SellerSummary } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { pageClause } from './products.js';

const SELLER_SELECT = `
  SELECT u.id_user, u.pseudo_profile, u.image_link_profile, py.alpha2,
         py.nom_fr_fr AS pays_fr, py.nom_en_gb AS pays_en,
         (SELECT count(*) FROM produit p WHERE p.id_vendeur = u.id_user)::int AS nombre_produit,
         u.created_at AS date_inscription
    FROM utilisateur u
    JOIN pays py ON py.id_pays = u.id_pays
   WHERE u.role = 'kim'`;

/** Sellers who finished onboarding, newest first. */
export function listNewestSellers(
  db: Queryable,
  options: { page?: number; limit?: number } = {},
): Promise<SellerSummary[]> {
  return db.query<SellerSummary>(
    `${SELLER_SELECT} ORDER BY u.created_at DESC, u.id_user DESC ${pageClause(options.page, options.limit)}`,
  );
}
