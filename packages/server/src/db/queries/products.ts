/** Product lists: one query shape, filtered and ordered per list, read from the ready cards of each language. */
import {
  type AppLanguageCode,
  currencyDecimals,
  type Product,
  type ProductCondition,
  type ProductFacets,
  RELATED_PRODUCTS_LIMIT,
} from '@vitrine/contract';
import { type SearchQuery, searchTsquery } from '../../search/searchQuery.js';
import type { Queryable, QueryOptions } from '../database.js';
import { EMPTY_JSON_ARRAY, JsonText } from '../jsonText.js';
import { type AddParam, queryParams } from '../queryParams.js';

/**
 * The orders a list is read in. Whatever the order, products still for sale come first and sold
 * ones last (`epuise`); `relevance` needs a search, and reads newest first without one.
 */
export type ProductOrder = 'newest' | 'best_sellers' | 'relevance' | 'price_asc' | 'price_desc';

/** The currency a visitor sees prices in: its rate for one euro, and its code for the minor unit. */
export interface VisitorCurrency {
  /** The country's `taux_change`, as the database holds it (text, so no digit is lost). */
  rate: string;
  code: string;
}

/** What a list may be narrowed to; every given filter must hold. */
export interface ProductFilters {
  /** One product only: whether it is among what the other filters select. */
  productId?: number;
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
  condition?: ProductCondition;
  /** Bounds of the price as `currency` shows it (the contract's money rule), inclusive. */
  price?: { min?: number; max?: number; currency: VisitorCurrency };
  /** A search: only the products whose document in the search's language matches. */
  search?: SearchQuery;
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

/**
 * Each order over `produit p` (with the page's `prix_eur` and `rang` where it needs them) and
 * over the page it chose: the same columns, named as the page names them.
 */
const ORDER_BY: Record<ProductOrder, string> = {
  newest: 'epuise, created_at DESC, id_produit DESC',
  best_sellers: 'epuise, ventes DESC, id_produit DESC',
  relevance: 'epuise, rang DESC, created_at DESC, id_produit DESC',
  price_asc: 'epuise, prix_eur, id_produit',
  price_desc: 'epuise, prix_eur DESC, id_produit DESC',
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

/**
 * `LIMIT $n OFFSET $m` for an optional page and limit, the two numbers added to `params`: as
 * parameters, every page of a list is one statement text, which the statement caches prepare once
 * rather than once per page and size.
 */
export function pageClause(page: number | undefined, limit: number | undefined, params: unknown[]): string {
  const size = Math.min(limit ?? UNPAGED_LIMIT, UNPAGED_LIMIT);
  const offset = ((page ?? 1) - 1) * size;
  params.push(size, offset);
  return `LIMIT $${params.length - 1} OFFSET $${params.length}`;
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
  if (filters.productId !== undefined) where.push(`p.id_produit = ${param(filters.productId)}`);
  if (filters.sellerId !== undefined) where.push(`p.id_vendeur = ${param(filters.sellerId)}`);
  if (filters.brandId !== undefined) where.push(`p.id_marque = ${param(filters.brandId)}`);
  if (filters.condition !== undefined) where.push(`p.etat_produit = ${param(filters.condition)}`);
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
  const { price } = filters;
  if (price) {
    // The price as the visitor sees it: the money rule of the contract (money.ts), in SQL.
    const shown = `round(p.prix_unitaire / sp.taux_change * ${param(price.currency.rate)}::numeric, ${currencyDecimals(price.currency.code)})`;
    if (price.min !== undefined) where.push(`${shown} >= ${param(price.min)}::numeric`);
    if (price.max !== undefined) where.push(`${shown} <= ${param(price.max)}::numeric`);
  }
  return where;
}

/**
 * The products `filters` select, as a FROM clause over `produit p` and its WHERE conditions, with
 * the columns every order reads: `epuise`, `created_at`, `ventes`, the price in euros
 * (`prix_eur`, comparable across sellers' currencies, as the money rule converts through euros)
 * and the search's relevance (`rang`). The seller's country is joined only when a price is read.
 */
function selection(filters: ProductFilters, order: ProductOrder, param: AddParam) {
  const byPrice = order === 'price_asc' || order === 'price_desc' || filters.price !== undefined;
  const { search } = filters;
  // The language is a validated code, written as a constant so the planner picks its index.
  const hits = search
    ? `JOIN (SELECT r.id_produit, ts_rank(r.document, q.query) AS rang
               FROM (SELECT ${searchTsquery(search, param)} AS query) q
               JOIN produit_recherche r ON r.langue = '${search.language}' AND r.document @@ q.query) h
        ON h.id_produit = p.id_produit`
    : '';
  const seller = byPrice
    ? 'JOIN utilisateur u ON u.id_user = p.id_vendeur JOIN pays sp ON sp.id_pays = u.id_pays'
    : '';
  return {
    from: `produit p ${hits} ${seller}`,
    where: filterConditions(filters, param),
    columns: `p.id_produit, p.epuise, p.created_at, p.ventes,
              ${byPrice ? 'p.prix_unitaire / sp.taux_change' : '0'} AS prix_eur,
              ${search ? 'h.rang' : '0'} AS rang`,
  };
}

/** An order over the page `p` the selection chose. */
const orderOfPage = (order: ProductOrder) =>
  ORDER_BY[order]
    .split(', ')
    .map((term) => `p.${term}`)
    .join(', ');

/**
 * A page of product cards matching `options`, in its order, as one JSON array text. The page's
 * ids are chosen first from `produit` alone (with the search's hits, and the seller's currency for
 * a price), so filters, ORDER BY and OFFSET run on an index where one serves, and each card is
 * then one lookup of its ready text.
 */
export async function listProducts(db: Queryable, options: ProductListOptions): Promise<JsonText<Product[]>> {
  const { params, param } = queryParams();
  const language = param(options.language);
  const like = viewerLike(options.viewerId, 'p.id_produit', param);
  const { from, where, columns } = selection(options, options.order, param);
  const cards = await db.queryJson<Product[]>(
    `WITH page AS MATERIALIZED (
       SELECT ${columns} FROM ${from}
       WHERE ${where.join(' AND ')}
       ORDER BY ${ORDER_BY[options.order]}
       ${pageClause(options.page, options.limit, params)}
     )
     ${cardsOf(orderOfPage(options.order), language, like)}`,
    params,
    like.options,
  );
  return cards ?? new JsonText(EMPTY_JSON_ARRAY);
}

/** Whether `filters`, `productId` among them, select that product: a saved search's match. */
export async function productMatches(
  db: Queryable,
  filters: ProductFilters & { productId: number },
): Promise<boolean> {
  const { params, param } = queryParams();
  const { from, where } = selection(filters, 'newest', param);
  const rows = await db.query(`SELECT 1 FROM ${from} WHERE ${where.join(' AND ')} LIMIT 1`, params);
  return rows.length > 0;
}

/**
 * How many products `filters` select, and how many of them carry each brand, colour, size and
 * condition: a count beside a filter is the number of results choosing it leaves.
 */
export async function productFacets(
  db: Queryable,
  filters: ProductFilters,
  language: AppLanguageCode,
): Promise<ProductFacets> {
  const { params, param } = queryParams();
  const { from, where } = selection(filters, 'newest', param);
  const suffix = language === 'en' ? 'uk' : language;
  const [row] = await db.query<{ facets: ProductFacets }>(
    `WITH hits AS MATERIALIZED (
       SELECT p.id_produit, p.id_marque, p.etat_produit FROM ${from} WHERE ${where.join(' AND ')}
     ), variants AS MATERIALIZED (
       SELECT DISTINCT s.id_produit, s.id_couleur, s.id_taille
         FROM hits h JOIN sous_produit s ON s.id_produit = h.id_produit
     )
     SELECT json_build_object(
       'total', (SELECT count(*) FROM hits),
       'marques', COALESCE((SELECT json_agg(b ORDER BY b.nombre DESC, b.nom_marque) FROM (
           SELECT h.id_marque, ma.nom_marque, count(*)::int AS nombre
             FROM hits h JOIN marque ma ON ma.id_marque = h.id_marque GROUP BY h.id_marque, ma.nom_marque) b), '[]'),
       'couleurs', COALESCE((SELECT json_agg(c ORDER BY c.nombre DESC, c.id_couleur) FROM (
           SELECT v.id_couleur, co.nom_couleur_${suffix} AS nom_couleur, co.code_hexa,
                  count(DISTINCT v.id_produit)::int AS nombre
             FROM variants v JOIN couleur co ON co.id_couleur = v.id_couleur
            GROUP BY v.id_couleur, co.nom_couleur_${suffix}, co.code_hexa) c), '[]'),
       'tailles', COALESCE((SELECT json_agg(t ORDER BY t.rang, t.id_taille) FROM (
           SELECT v.id_taille, ta.valeur_taille, ta.pays_taille, ta.rang, count(DISTINCT v.id_produit)::int AS nombre
             FROM variants v JOIN taille ta ON ta.id_taille = v.id_taille
            GROUP BY v.id_taille, ta.valeur_taille, ta.pays_taille, ta.rang) t), '[]'),
       'etats', COALESCE((SELECT json_agg(e ORDER BY e.etat) FROM (
           SELECT h.etat_produit AS etat, count(*)::int AS nombre FROM hits h GROUP BY h.etat_produit) e), '[]')
     ) AS facets`,
    params,
  );
  const facets = row?.facets as ProductFacets;
  // The size's rank only ordered the sizes.
  return {
    ...facets,
    tailles: facets.tailles.map(({ id_taille, valeur_taille, pays_taille, nombre }) => ({
      id_taille,
      valeur_taille,
      pays_taille,
      nombre,
    })),
  };
}

/** The currency of the country `alpha2`, or null when no country has that code. */
export async function visitorCurrency(db: Queryable, alpha2: string): Promise<VisitorCurrency | null> {
  const [row] = await db.query<{ rate: string; code: string }>(
    'SELECT taux_change::text AS rate, code_monnaie AS code FROM pays WHERE alpha2 = $1',
    [alpha2.toUpperCase()],
  );
  return row ?? null;
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
 * category first, then of its brand, then of its mère category, newest first within each, and
 * sold ones after all those still for sale.
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
       (SELECT p.id_produit, p.epuise, p.created_at, 1 AS tier FROM produit p
         WHERE p.id_categorie = (SELECT id_categorie FROM source) AND p.id_produit <> ${product} AND p.a_vendre
         ORDER BY p.epuise, p.created_at DESC, p.id_produit DESC LIMIT ${limit})
       UNION ALL
       (SELECT p.id_produit, p.epuise, p.created_at, 2 AS tier FROM produit p
         WHERE p.id_marque = (SELECT id_marque FROM source) AND p.id_produit <> ${product} AND p.a_vendre
         ORDER BY p.epuise, p.created_at DESC, p.id_produit DESC LIMIT ${limit})
       UNION ALL
       (SELECT p.id_produit, p.epuise, p.created_at, 3 AS tier FROM produit p
         WHERE p.id_categorie IN (SELECT c.id_categorie FROM categorie c
                                   WHERE c.id_parent = (SELECT id_parent FROM source))
           AND p.id_produit <> ${product} AND p.a_vendre
         ORDER BY p.epuise, p.created_at DESC, p.id_produit DESC LIMIT ${limit})
     ), related AS (
       SELECT id_produit, bool_or(epuise) AS epuise, min(tier) AS tier, max(created_at) AS created_at
         FROM candidates GROUP BY id_produit
        ORDER BY bool_or(epuise), min(tier), max(created_at) DESC, id_produit DESC
        LIMIT ${limit}
     ), page AS (
       SELECT * FROM related
        ORDER BY epuise, tier, created_at DESC, id_produit DESC
        ${pageClause(options.page, Math.min(options.limit ?? RELATED_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT), params)}
     )
     ${cardsOf('p.epuise, p.tier, p.created_at DESC, p.id_produit DESC', language, like)}`,
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
