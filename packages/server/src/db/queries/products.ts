/** Product lists: one query shape, filtered and ordered per list, localised per language. */
import { type AppLanguageCode, CATEGORY_SUFFIX, type Product } from '@vitrine/contract';
import type { Queryable } from '../database.js';

export type ProductOrder = 'newest' | 'best_sellers';

export interface ProductListOptions {
  /** The caller, for `is_liked`; 0 for a visitor. */
  viewerId: number;
  language: AppLanguageCode;
  order: ProductOrder;
  sellerId?: number;
  page?: number;
  limit?: number;
}

/** A list asked for without `limit` still stops here, so one request cannot dump a huge catalogue. */
export const UNPAGED_LIMIT = 1000;

interface ProductRow extends Omit<Product, 'produit_nom' | 'pays' | 'nom_cat_enfant' | 'nom_couleur'> {
  pays_fr: string;
  pays_uk: string;
  pays_it: string;
  pays_jp: string;
  pays_ru: string;
  couleur_fr: string | null;
  couleur_uk: string | null;
  couleur_it: string | null;
  couleur_jp: string | null;
  couleur_ru: string | null;
}

const ORDER_BY: Record<ProductOrder, string> = {
  newest: 'p.created_at DESC, p.id_produit DESC',
  best_sellers: 'p.ventes DESC, p.id_produit DESC',
};

/** The columns of a product card; `$1` is the viewer's id. */
const PRODUCT_SELECT = `
  SELECT p.id_produit, p.id_marque, m.nom_marque, p.modele,
         py.alpha2, py.nom_fr_fr AS pays_fr, py.nom_en_gb AS pays_uk, py.nom_it AS pays_it,
         py.nom_jp AS pays_jp, py.nom_ru AS pays_ru,
         COALESCE((SELECT i.link_image FROM image_produit i WHERE i.id_produit = p.id_produit
                    ORDER BY i.rang LIMIT 1), '') AS link_image_pple,
         p.prix_unitaire, py.taux_change, py.code_monnaie,
         (SELECT count(*) FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.etat = 'Disponible')::int
           AS qte_produit,
         EXISTS (SELECT 1 FROM wishlist w WHERE w.id_user = $1 AND w.id_produit = p.id_produit) AS is_liked,
         c.id_categorie, c.slug AS categorie_slug,
         c.nom_fr AS nom_cat_enfant_fr, c.nom_uk AS nom_cat_enfant_uk, c.nom_it AS nom_cat_enfant_it,
         c.nom_jp AS nom_cat_enfant_jp, c.nom_ru AS nom_cat_enfant_ru,
         u.id_user, u.pseudo_profile, u.image_link_profile,
         p.description, p.saison, p.collection, p.code_produit,
         p.largeur, p.longueur, p.talon, p.matiere,
         v.pays_taille, v.code_hexa, v.couleur_fr, v.couleur_uk, v.couleur_it, v.couleur_jp, v.couleur_ru
    FROM produit p
    JOIN marque m ON m.id_marque = p.id_marque
    JOIN categorie c ON c.id_categorie = p.id_categorie
    JOIN utilisateur u ON u.id_user = p.id_vendeur
    JOIN pays py ON py.id_pays = u.id_pays
    LEFT JOIN LATERAL (
      SELECT t.pays_taille, co.code_hexa, co.nom_couleur_fr AS couleur_fr, co.nom_couleur_uk AS couleur_uk,
             co.nom_couleur_it AS couleur_it, co.nom_couleur_jp AS couleur_jp, co.nom_couleur_ru AS couleur_ru
        FROM sous_produit s
        JOIN taille t ON t.id_taille = s.id_taille
        JOIN couleur co ON co.id_couleur = s.id_couleur
       WHERE s.id_produit = p.id_produit
       ORDER BY s.id
       LIMIT 1
    ) v ON true`;

/** Picks the requested language's forms out of a row holding all five. */
export function localiseProduct(row: ProductRow, language: AppLanguageCode): Product {
  const suffix = CATEGORY_SUFFIX[language];
  const {
    pays_fr,
    pays_uk,
    pays_it,
    pays_jp,
    pays_ru,
    couleur_fr,
    couleur_uk,
    couleur_it,
    couleur_jp,
    couleur_ru,
    ...product
  } = row;
  const pays = { fr: pays_fr, uk: pays_uk, it: pays_it, jp: pays_jp, ru: pays_ru }[suffix];
  const couleur = { fr: couleur_fr, uk: couleur_uk, it: couleur_it, jp: couleur_jp, ru: couleur_ru }[suffix];
  const categoryName = row[`nom_cat_enfant_${suffix}`];
  return { ...product, pays, produit_nom: categoryName, nom_cat_enfant: categoryName, nom_couleur: couleur };
}

/** Builds `LIMIT … OFFSET …` from an optional page and limit. */
export function pageClause(page: number | undefined, limit: number | undefined): string {
  const size = Math.min(limit ?? UNPAGED_LIMIT, UNPAGED_LIMIT);
  const offset = ((page ?? 1) - 1) * size;
  return `LIMIT ${size} OFFSET ${offset}`;
}

export async function listProducts(db: Queryable, options: ProductListOptions): Promise<Product[]> {
  const params: unknown[] = [options.viewerId];
  const where: string[] = [];
  if (options.sellerId !== undefined) {
    params.push(options.sellerId);
    where.push(`p.id_vendeur = $${params.length}`);
  }
  const rows = await db.query<ProductRow>(
    `${PRODUCT_SELECT}
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${ORDER_BY[options.order]}
     ${pageClause(options.page, options.limit)}`,
    params,
  );
  return rows.map((row) => localiseProduct(row, options.language));
}
