/** Home banners, per interface language. */
import type { Banner } from '@vitrine/contract';
import type { Queryable } from '../database.js';

export function listBanners(db: Queryable, languageId: number): Promise<Banner[]> {
  return db.query<Banner>(
    `SELECT id_publicite, image_url, text_publicitaire_gras, text_publicitaire_gras_2, description, text_boutton
       FROM publicite
      WHERE id_langue = $1
      ORDER BY rang`,
    [languageId],
  );
}
