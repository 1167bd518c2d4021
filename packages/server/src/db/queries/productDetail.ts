/** Everything the product page shows (spec §3 "Product detail response"): its ready page. */
import type { AppLanguageCode, ProductDetail } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import type { JsonText } from '../jsonText.js';
import { queryParams } from '../queryParams.js';
import { viewerLike } from './products.js';

/** Who opens a product page: a user's id (0 for a visitor), and whether they are staff. */
export interface PageViewer {
  id: number;
  staff: boolean;
}

/** A visitor: the reader of pages rendered on the server and of their head. */
export const VISITOR: PageViewer = { id: 0, staff: false };

/**
 * The product page of `productId` for `viewer` in `language`, as JSON text, or null when it does
 * not exist for them: one lookup of the ready page, of its listing and of the viewer's like.
 * Everyone reads a listing staff verified as it now reads, on sale, sold or withdrawn since; one
 * that waits for staff (new, or changed by its seller since) or that they refused is shown only
 * to its seller and to staff, who check it from its page.
 */
export async function getProductDetail(
  db: Queryable,
  productId: number,
  viewer: PageViewer,
  language: AppLanguageCode,
): Promise<JsonText<ProductDetail> | null> {
  const { params, param } = queryParams();
  const like = viewerLike(viewer.id, 'r.id_produit', param);
  const shown = viewer.staff ? '' : `AND (p.verifie_le IS NOT NULL OR p.id_vendeur = ${param(viewer.id)})`;
  return db.queryJson<ProductDetail>(
    `SELECT ${like.closed('r.fiche')} AS fiche
       FROM produit_pret r
       JOIN produit p ON p.id_produit = r.id_produit
       ${like.join}
      WHERE r.id_produit = ${param(productId)} AND r.langue = ${param(language)} ${shown}`,
    params,
    like.options,
  );
}
