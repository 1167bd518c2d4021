/**
 * An order's evidence photos as the media store saved them: those its steps keep (a reported
 * problem) and those of the seller's answer.
 */
import type { Queryable } from '../database.js';

/** Every evidence photo path of the order: its steps' oldest first, then the seller's answer's. */
export async function orderPhotoPaths(db: Queryable, idCommande: number): Promise<string[]> {
  const rows = await db.query<{ photo: string }>(
    `SELECT photo FROM (
       SELECT photo, e.at, e.id, 0 AS side FROM commande_etape e, unnest(e.photos) AS photo
        WHERE e.id_commande = $1
       UNION ALL
       SELECT photo, r.at, 0, 1 FROM commande_reponse_litige r, unnest(r.photos) AS photo
        WHERE r.id_commande = $1
     ) evidence ORDER BY side, at, id`,
    [idCommande],
  );
  return rows.map((row) => row.photo);
}
