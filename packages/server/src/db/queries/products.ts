/** Product lists: one query shape, filtered and ordered per list, localised per language. */
import {
  type AppLanguageCode,
  CATEGORY_SUFFIX,
  type Product,
  RELATED_PRODUCTS_LIMIT,
} from '@vitrine/contract';
import { escapeLike } from '../../search/normalize.js';
import type { Queryable } from '../database.js';

export type ProductOrder = 'newest' | 'best_sellers';

/** What a list may be narrowed to; every given filter must hold. */
export interface ProductFilters {
  sellerId?: number;
  brandId?: number;
  /** Products having at least one variant of this colour. */
  colourId?: number;
  /** Products having at least one variant of this size. */
  sizeId?: number;
  /** Category slugs: the leaf's grand-parent (genre), parent (mère) and the leaf itself (fils). */
  genre?: string;
  mere?: string;
  fils?: string;
  /** Words already passed through `normalizeForSearch`; each must appear in the search text. */
  searchWords?: readonly string[];
}

export interface ProductListOptions extends ProductFilters {
  /** The caller, for `is_liked`; 0 for a visitor. */
  viewerId: number;
  language: AppLanguageCode;
  order: ProductOrder;
  page?: number;
  limit?: number;
}

/** A list asked for without `limit` still stops here, so one request cannot dump a huge catalogue. */
export const UNPAGED_LIMIT = 1000;

export interface ProductRow extends Omit<Product, 'produit_nom' | 'pays' | 'nom_cat_enfant' | 'nom_couleur'> {
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

/**
 * The texts of a product in the asked language: its translation when the seller gave one, else
 * the original, with the language they are written in (`langue_texte`). The translation is one
 * row read through its key (see productTextsJoin).
 */
export const PRODUCT_TEXTS = `
         COALESCE(tr.modele, p.modele) AS modele,
         COALESCE(tr.description, p.description) AS description,
         COALESCE(tr.saison, p.saison) AS saison,
         COALESCE(tr.collection, p.collection) AS collection,
         COALESCE(tr.matiere, p.matiere) AS matiere,
         COALESCE(tr.langue, p.langue) AS langue_texte`;

/** The join PRODUCT_TEXTS reads the translation through; `language` names the query's parameter. */
export const productTextsJoin = (language: `$${number}`) => `
    LEFT JOIN produit_texte tr ON tr.id_produit = p.id_produit AND tr.langue = ${language}`;

/**
 * The columns of a product card; `$1` is the viewer's id, `$2` the asked language. It reads the
 * viewer's likes alone, so a query using it declares `{ keys: { wishlist: viewer } }`.
 */
export const PRODUCT_SELECT = `
  SELECT p.id_produit, p.id_marque, m.nom_marque,${PRODUCT_TEXTS},
         py.alpha2, py.nom_fr_fr AS pays_fr, py.nom_en_gb AS pays_uk, py.nom_it AS pays_it,
         py.nom_jp AS pays_jp, py.nom_ru AS pays_ru,
         COALESCE((SELECT i.link_image FROM image_produit i WHERE i.id_produit = p.id_produit
                    ORDER BY i.rang LIMIT 1), '') AS link_image_pple,
         p.prix_unitaire, py.taux_change, py.code_monnaie,
         (SELECT count(*) FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.etat = 'Disponible'
                                                     AND p.retire_le IS NULL)::int AS qte_produit,
         EXISTS (SELECT 1 FROM wishlist w WHERE w.id_user = $1 AND w.id_produit = p.id_produit) AS is_liked,
         p.verifie_le IS NOT NULL AS verifie,
         c.id_categorie, c.slug AS categorie_slug,
         c.nom_fr AS nom_cat_enfant_fr, c.nom_uk AS nom_cat_enfant_uk, c.nom_it AS nom_cat_enfant_it,
         c.nom_jp AS nom_cat_enfant_jp, c.nom_ru AS nom_cat_enfant_ru,
         u.id_user, u.pseudo_profile, u.image_link_profile,
         p.code_produit, p.largeur, p.longueur, p.talon,
         v.pays_taille, v.code_hexa, v.couleur_fr, v.couleur_uk, v.couleur_it, v.couleur_jp, v.couleur_ru
    FROM produit p
    JOIN marque m ON m.id_marque = p.id_marque
    JOIN categorie c ON c.id_categorie = p.id_categorie
    JOIN utilisateur u ON u.id_user = p.id_vendeur
    JOIN pays py ON py.id_pays = u.id_pays${productTextsJoin('$2')}
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

/**
 * The WHERE conditions of `filters`, their values appended to `params`. Variant filters are
 * EXISTS so a product with several matching variants comes once and the list's LIMIT still
 * stops the scan early; category slugs go through the tree, since the same slug (e.g. `sacs`)
 * exists under several parents. A listing its seller withdrew is never in a list.
 */
function filterConditions(filters: ProductFilters, params: unknown[]): string[] {
  // Withdrawn listings are rare: the scan keeps its index and order and skips them as it goes.
  const where: string[] = ['p.retire_le IS NULL'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.sellerId !== undefined) where.push(`p.id_vendeur = ${param(filters.sellerId)}`);
  if (filters.brandId !== undefined) where.push(`p.id_marque = ${param(filters.brandId)}`);
  if (filters.colourId !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM sous_produit s
                         WHERE s.id_produit = p.id_produit AND s.id_couleur = ${param(filters.colourId)})`);
  }
  if (filters.sizeId !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM sous_produit s
                         WHERE s.id_produit = p.id_produit AND s.id_taille = ${param(filters.sizeId)})`);
  }
  const levels: string[] = [];
  if (filters.genre !== undefined) levels.push(`g.slug = ${param(filters.genre)}`);
  if (filters.mere !== undefined) levels.push(`m.slug = ${param(filters.mere)}`);
  if (filters.fils !== undefined) levels.push(`f.slug = ${param(filters.fils)}`);
  if (levels.length > 0) {
    where.push(`p.id_categorie IN (
      SELECT f.id_categorie FROM categorie f
        JOIN categorie m ON m.id_categorie = f.id_parent
        JOIN categorie g ON g.id_categorie = m.id_parent
       WHERE ${levels.join(' AND ')})`);
  }
  for (const word of filters.searchWords ?? []) {
    where.push(`p.search_text LIKE ${param(`%${escapeLike(word)}%`)} ESCAPE '\\'`);
  }
  return where;
}

/**
 * A page of product cards matching `options`, in its order, in one query. The page's ids are
 * chosen first from `produit` alone, so filters, ORDER BY and OFFSET run on an index and the
 * card's joins and subqueries are computed for the page's rows only, however deep the page.
 */
export async function listProducts(db: Queryable, options: ProductListOptions): Promise<Product[]> {
  const params: unknown[] = [options.viewerId, options.language];
  const where = filterConditions(options, params);
  const rows = await db.query<ProductRow>(
    `WITH page AS MATERIALIZED (
       SELECT p.id_produit FROM produit p
       WHERE ${where.join(' AND ')}
       ORDER BY ${ORDER_BY[options.order]}
       ${pageClause(options.page, options.limit)}
     )
     ${PRODUCT_SELECT}
     JOIN page ON page.id_produit = p.id_produit
     ORDER BY ${ORDER_BY[options.order]}`,
    params,
    { keys: { wishlist: options.viewerId } },
  );
  return rows.map((row) => localiseProduct(row, options.language));
}

export interface RelatedProductsOptions {
  viewerId: number;
  language: AppLanguageCode;
  productId: number;
  page?: number;
  limit?: number;
}

/**
 * Up to RELATED_PRODUCTS_LIMIT products like `productId`, never itself: those of its leaf
 * category first, then of its brand, then of its mère category, newest first within each.
 * Each group is fetched already cut to the limit through its own index, so the cost does not
 * grow with the catalogue; a product in several groups keeps the first. Answers null when
 * the product does not exist.
 */
export async function listRelatedProducts(
  db: Queryable,
  options: RelatedProductsOptions,
): Promise<Product[] | null> {
  const rows = await db.query<ProductRow>(
    `WITH source AS (
       SELECT p.id_produit, p.id_categorie, p.id_marque, c.id_parent
         FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
        WHERE p.id_produit = $3
     ), candidates AS (
       (SELECT p.id_produit, p.created_at, 1 AS tier FROM produit p
         WHERE p.id_categorie = (SELECT id_categorie FROM source) AND p.id_produit <> $3 AND p.retire_le IS NULL
         ORDER BY p.created_at DESC, p.id_produit DESC LIMIT $4)
       UNION ALL
       (SELECT p.id_produit, p.created_at, 2 AS tier FROM produit p
         WHERE p.id_marque = (SELECT id_marque FROM source) AND p.id_produit <> $3 AND p.retire_le IS NULL
         ORDER BY p.created_at DESC, p.id_produit DESC LIMIT $4)
       UNION ALL
       (SELECT p.id_produit, p.created_at, 3 AS tier FROM produit p
         WHERE p.id_categorie IN (SELECT c.id_categorie FROM categorie c
                                   WHERE c.id_parent = (SELECT id_parent FROM source))
           AND p.id_produit <> $3 AND p.retire_le IS NULL
         ORDER BY p.created_at DESC, p.id_produit DESC LIMIT $4)
     ), related AS (
       SELECT id_produit, min(tier) AS tier, max(created_at) AS created_at
         FROM candidates GROUP BY id_produit
        ORDER BY min(tier), max(created_at) DESC, id_produit DESC
        LIMIT $4
     )
     ${PRODUCT_SELECT}
     JOIN related r ON r.id_produit = p.id_produit
     ORDER BY r.tier, p.created_at DESC, p.id_produit DESC
     ${pageClause(options.page, Math.min(options.limit ?? RELATED_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT))}`,
    [options.viewerId, options.language, options.productId, RELATED_PRODUCTS_LIMIT],
    { keys: { wishlist: options.viewerId } },
  );
  if (rows.length === 0 && !(await productExists(db, options.productId))) return null;
  return rows.map((row) => localiseProduct(row, options.language));
}

export async function productExists(db: Queryable, productId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM produit WHERE id_produit = $1', [productId]);
  return rows.length > 0;
}
