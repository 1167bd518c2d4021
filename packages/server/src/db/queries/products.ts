/** Product lists: one query shape, filtered and ordered per list, read from the ready cards of each language. */
import { type AppLanguageCode, type Product, RELATED_PRODUCTS_LIMIT } from '@vitrine/contract';
import { escapeLike } from '../../search/normalize.js';
import type { Queryable, QueryOptions } from '../database.js';
import { EMPTY_JSON_ARRAY, JsonText } from '../jsonText.js';
import { type AddParam, queryParams } from '../queryParams.js';

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

const ORDER_BY: Record<ProductOrder, string> = {
  newest: 'p.created_at DESC, p.id_produit DESC',
  best_sellers: 'p.ventes DESC, p.id_produit DESC',
};

/**
 * The ready card of the product `p` in the language `language` names (a query parameter), as
 * `card.fields`: for a query that reads a few of its fields — its texts in that language, with
 * the language they are written in (`langue_texte`), or its first picture (`link_image_pple`) —
 * rather than applying again the rules the ready cards follow (migrations/016_ready_products.sql).
 */
export const readyCardJoin = (language: `$${number}`) => `
    JOIN produit_pret r ON r.id_produit = p.id_produit AND r.langue = ${language}
    CROSS JOIN LATERAL (SELECT (r.carte || '}')::jsonb AS fields) card`;

/** How a query closes a ready JSON text with the viewer's `is_liked`. */
export interface ViewerLike {
  /** The join of the viewer's like `w` of `product`; empty for a visitor. */
  join: string;
  /** A ready JSON text (`r.carte` or `r.fiche`) closed with `is_liked`. */
  closed(text: string): string;
  /** What the query declares it reads: the viewer's likes only, none for a visitor. */
  options: QueryOptions | undefined;
}

/**
 * The viewer's like of `product` (a column): a signed-in viewer's row of `wishlist` joined as
 * `w`; a visitor (0) likes nothing, so their queries read no likes at all — most of the traffic,
 * spared a join that can only come back empty.
 */
export function viewerLike(viewerId: number, product: string, param: AddParam): ViewerLike {
  if (viewerId === 0) {
    return { join: '', closed: (text) => `${text} || ',"is_liked":false}'`, options: undefined };
  }
  return {
    join: `LEFT JOIN wishlist w ON w.id_user = ${param(viewerId)} AND w.id_produit = ${product}`,
    closed: (text) =>
      `${text} || CASE WHEN w.id_produit IS NULL THEN ',"is_liked":false}' ELSE ',"is_liked":true}' END`,
    options: { keys: { wishlist: viewerId } },
  };
}

/**
 * The ready cards of `page` (a relation of product ids with the columns `order` names), in
 * that order, as one JSON array text, in the language `language` holds, liked as `like` says.
 */
const cardsOf = (order: string, language: string, like: ViewerLike) => `
  SELECT COALESCE('[' || string_agg(${like.closed('r.carte')}, ',' ORDER BY ${order}) || ']', '[]') AS cards
    FROM page p
    JOIN produit_pret r ON r.id_produit = p.id_produit AND r.langue = ${language}
    ${like.join}`;

/** Builds `LIMIT … OFFSET …` from an optional page and limit. */
export function pageClause(page: number | undefined, limit: number | undefined): string {
  const size = Math.min(limit ?? UNPAGED_LIMIT, UNPAGED_LIMIT);
  const offset = ((page ?? 1) - 1) * size;
  return `LIMIT ${size} OFFSET ${offset}`;
}

/**
 * The condition of a list narrowed to a category level, or null. The deepest level given decides
 * the column: the leaf (id_categorie), the mère (id_mere) or the genre (id_genre), each indexed
 * with the lists' order. With every level above it given too, the slugs name one category (a
 * slug is unique under its parent), and the page is read straight off that column's index; a
 * level given alone (`mere=sacs`) may name several, under different parents.
 */
function categoryCondition(filters: ProductFilters, param: AddParam): string | null {
  const { genre, mere, fils } = filters;
  const levels: string[] = [];
  if (genre !== undefined) levels.push(`g.slug = ${param(genre)}`);
  if (mere !== undefined) levels.push(`m.slug = ${param(mere)}`);
  if (fils !== undefined) levels.push(`f.slug = ${param(fils)}`);
  if (levels.length === 0) return null;
  // The deepest level given, and how many levels it has above and with it.
  const [column, alias, depth, categories] =
    fils !== undefined
      ? (['p.id_categorie', 'f', 3, LEAF_BRANCH] as const)
      : mere !== undefined
        ? (['p.id_mere', 'm', 2, 'categorie m JOIN categorie g ON g.id_categorie = m.id_parent'] as const)
        : (['p.id_genre', 'g', 1, 'categorie g'] as const);
  const named = `SELECT ${alias}.id_categorie FROM ${categories}
                  WHERE ${[...levels, `${alias}.niveau = ${depth}`].join(' AND ')}`;
  const one = levels.length === depth;
  return one ? `${column} = (${named})` : `${column} IN (${named})`;
}

/** A leaf category with its mère and genre. */
const LEAF_BRANCH = `categorie f
        JOIN categorie m ON m.id_categorie = f.id_parent
        JOIN categorie g ON g.id_categorie = m.id_parent`;

/**
 * The WHERE conditions of `filters`, their values appended to `params`. Variant filters are
 * EXISTS so a product with several matching variants comes once and the list's LIMIT still
 * stops the scan early; category slugs are read as categoryCondition says. Only listings for sale
 * are in a list: verified by staff and not withdrawn (migrations/020_verification_gate.sql).
 */
function filterConditions(filters: ProductFilters, param: AddParam): string[] {
  // Listings off sale (withdrawn, or awaiting staff) are rare: the scan keeps its index and order
  // and skips them as it goes.
  const where: string[] = ['p.a_vendre'];
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
  const category = categoryCondition(filters, param);
  if (category) where.push(category);
  for (const word of filters.searchWords ?? []) {
    where.push(`p.search_text LIKE ${param(`%${escapeLike(word)}%`)} ESCAPE '\\'`);
  }
  return where;
}

/**
 * A page of product cards matching `options`, in its order, as one JSON array text. The page's
 * ids are chosen first from `produit` alone, so filters, ORDER BY and OFFSET run on an index,
 * and each card is then one lookup of its ready text.
 */
export async function listProducts(db: Queryable, options: ProductListOptions): Promise<JsonText<Product[]>> {
  const { params, param } = queryParams();
  const language = param(options.language);
  const like = viewerLike(options.viewerId, 'p.id_produit', param);
  const where = filterConditions(options, param);
  const cards = await db.queryJson<Product[]>(
    `WITH page AS MATERIALIZED (
       SELECT p.id_produit, p.created_at, p.ventes FROM produit p
       WHERE ${where.join(' AND ')}
       ORDER BY ${ORDER_BY[options.order]}
       ${pageClause(options.page, options.limit)}
     )
     ${cardsOf(ORDER_BY[options.order], language, like)}`,
    params,
    like.options,
  );
  return cards ?? new JsonText(EMPTY_JSON_ARRAY);
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
): Promise<JsonText<Product[]> | null> {
  const { params, param } = queryParams();
  const language = param(options.language);
  const product = param(options.productId);
  const limit = param(RELATED_PRODUCTS_LIMIT);
  const like = viewerLike(options.viewerId, 'p.id_produit', param);
  const cards =
    (await db.queryJson<Product[]>(
      `WITH source AS (
       SELECT p.id_produit, p.id_categorie, p.id_marque, c.id_parent
         FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
        WHERE p.id_produit = ${product}
     ), candidates AS (
       (SELECT p.id_produit, p.created_at, 1 AS tier FROM produit p
         WHERE p.id_categorie = (SELECT id_categorie FROM source) AND p.id_produit <> ${product} AND p.a_vendre
         ORDER BY p.created_at DESC, p.id_produit DESC LIMIT ${limit})
       UNION ALL
       (SELECT p.id_produit, p.created_at, 2 AS tier FROM produit p
         WHERE p.id_marque = (SELECT id_marque FROM source) AND p.id_produit <> ${product} AND p.a_vendre
         ORDER BY p.created_at DESC, p.id_produit DESC LIMIT ${limit})
       UNION ALL
       (SELECT p.id_produit, p.created_at, 3 AS tier FROM produit p
         WHERE p.id_categorie IN (SELECT c.id_categorie FROM categorie c
                                   WHERE c.id_parent = (SELECT id_parent FROM source))
           AND p.id_produit <> ${product} AND p.a_vendre
         ORDER BY p.created_at DESC, p.id_produit DESC LIMIT ${limit})
     ), related AS (
       SELECT id_produit, min(tier) AS tier, max(created_at) AS created_at
         FROM candidates GROUP BY id_produit
        ORDER BY min(tier), max(created_at) DESC, id_produit DESC
        LIMIT ${limit}
     ), page AS (
       SELECT * FROM related
        ORDER BY tier, created_at DESC, id_produit DESC
        ${pageClause(options.page, Math.min(options.limit ?? RELATED_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT))}
     )
     ${cardsOf('p.tier, p.created_at DESC, p.id_produit DESC', language, like)}`,
      params,
      like.options,
    )) ?? new JsonText<Product[]>(EMPTY_JSON_ARRAY);
  if (cards.isEmptyArray() && !(await productExists(db, options.productId))) return null;
  return cards;
}

export async function productExists(db: Queryable, productId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM produit WHERE id_produit = $1', [productId]);
  return rows.length > 0;
}
