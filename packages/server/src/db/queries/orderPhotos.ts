/** The photos an order's steps keep (a reported problem's evidence), as the media store saved them. */
import type { Queryable } from '../database.js';

/** Every photo path of the order's steps, oldest step first. */
export async function orderPhotoPaths(db: Queryable, idCommande: number): Promise<string[]> {
  const rows = await db.query<{ photo: string }>(
    `SELECT photo FROM commande_etape e, unnest(e.photos) AS photo
      WHERE e.id_commande = $1 ORDER BY e.at, e.id`,
    [idCommande],
  );
  return rows.map((row) => row.photo);
}
