/** Everything the product page shows (spec §3 "Product detail response"): its ready page. */
import type { AppLanguageCode, ProductDetail } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { JsonText } from '../jsonText.js';
import { closedWithLike } from './products.js';

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
  const [row] = await db.query<{ fiche: string }>(
    `SELECT ${closedWithLike('r.fiche')} AS fiche
       FROM produit_pret r
       LEFT JOIN wishlist w ON w.id_user = $2 AND w.id_produit = r.id_produit
      WHERE r.id_produit = $1 AND r.langue = $3`,
    [productId, viewerId, language],
    { keys: { wishlist: viewerId } },
  );
  return row ? new JsonText(row.fiche) : null;
}
