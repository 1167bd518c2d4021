/** Everything the product page shows (spec §3 "Product detail response"): its ready page. */
import type { AppLanguageCode, ProductDetail } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import type { JsonText } from '../jsonText.js';
import { queryParams } from '../queryParams.js';
import { viewerLike } from './products.js';

/**
 * The product page of `productId` for `viewerId` (0 for a visitor) in `language`, as JSON text,
 * or null when it does not exist: one lookup of the ready page and of the viewer's like.
 */
export async function getProductDetail(
  db: Queryable,
  productId: number,
  viewerId: number,
  language: AppLanguageCode,
): Promise<JsonText<ProductDetail> | null> {
  const { params, param } = queryParams();
  const like = viewerLike(viewerId, 'r.id_produit', param);
  return db.queryJson<ProductDetail>(
    `SELECT ${like.closed('r.fiche')} AS fiche
       FROM produit_pret r
       ${like.join}
      WHERE r.id_produit = ${param(productId)} AND r.langue = ${param(language)}`,
    params,
    like.options,
  );
}
