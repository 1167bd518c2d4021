/** What the sitemap lists: the products on the marketplace and the sellers' pages. */
import type { Queryable } from '../database.js';

export interface SitemapProduct {
  id_produit: number;
  /** The category's French slug, and its slug in each language (categorySlugs.ts). */
  slug: string;
  slugs: Record<string, string> | string | null;
  /** When it was put on sale: an item's page changes little after. */
  created_at: string;
}

/** Products for sale (verified, not withdrawn); sold ones keep their page. */
export async function countListedProducts(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM produit WHERE a_vendre',
  );
  return row?.count ?? 0;
}

/** The `limit` listed products after `offset`, by id: a file of the sitemap. */
export async function listedProducts(
  db: Queryable,
  offset: number,
  limit: number,
): Promise<SitemapProduct[]> {
  return db.query<SitemapProduct>(
    `SELECT p.id_produit, c.slug, c.slugs, p.created_at
       FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
      WHERE p.a_vendre
      ORDER BY p.id_produit
      LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
}

/** Every seller's id, for their public pages. */
export async function sellerIds(db: Queryable, limit: number): Promise<number[]> {
  const rows = await db.query<{ id_user: number }>(
    "SELECT id_user FROM utilisateur WHERE role = 'kim' ORDER BY id_user LIMIT $1",
    [limit],
  );
  return rows.map((row) => row.id_user);
}
