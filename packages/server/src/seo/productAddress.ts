/**
 * A product page's one address in each language: its category's slug in that language
 * (`/it-it/shopping-detail/borse-a-mano/12`, `/fr-fr/shopping-detail/sacs-a-main/12`). Any other
 * slug — another language's, one from before slugs were translated, one the category had before
 * a rename — still finds the product, and is answered with a permanent redirect to this address,
 * so links and search results made before keep working and count for the one address.
 */
import { type AppLanguageCode, type Locale, parseLocaleSegment, pathFor } from '@vitrine/contract';
import type { Queryable } from '../db/database.js';
import { slugIn } from '../db/queries/categorySlugs.js';

const PRODUCT_PATH = /^\/([^/]+)\/shopping-detail\/([^/]+)\/(\d{1,9})$/;

/** The product a path names, with its locale and the slug it was written with; null for another page. */
export function productOfPath(path: string): { locale: Locale; id_produit: number; slug: string } | null {
  const match = PRODUCT_PATH.exec(path);
  const locale = parseLocaleSegment(match?.[1]);
  if (!match || !locale) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2] as string);
  } catch {
    // Broken percent-encoding is no slug of anything: the product's address replaces it.
    slug = '';
  }
  return { locale, id_produit: Number(match[3]), slug };
}

/** The product's category slug in every language; null for an unknown product. */
export async function productSlugs(
  db: Queryable,
  idProduit: number,
): Promise<((language: AppLanguageCode) => string) | null> {
  const [row] = await db.query<{ slug: string; slugs: Record<string, string> | string | null }>(
    `SELECT c.slug, c.slugs FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
      WHERE p.id_produit = $1`,
    [idProduit],
  );
  return row ? (language) => slugIn(row, language) : null;
}

/**
 * Where a product page's request belongs when it names the product by another slug than its
 * language's: the right path (with the request's query), or null when the path is right, is no
 * product page, or names no product (which the page then says).
 */
export async function productRedirect(db: Queryable, url: string): Promise<string | null> {
  const [path = '', query = ''] = url.split(/\?(.*)/s);
  const product = productOfPath(path);
  if (!product) return null;
  const slugs = await productSlugs(db, product.id_produit);
  if (!slugs) return null;
  const slug = slugs(product.locale.language);
  if (slug === product.slug) return null;
  const right = pathFor({ to: 'product', id_produit: product.id_produit, categorie: slug }, product.locale);
  return query ? `${right}?${query}` : right;
}
