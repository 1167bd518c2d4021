/** Favourites (wishlist). The toggle is shared by the HTTP call and the socket's `like produit`. */
import type { AppLanguageCode, Favourite, Product } from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { pageClause } from './products.js';

/** The seller of a product, or undefined when there is no such product. */
export async function sellerOfProduct(db: Queryable, idProduit: number): Promise<number | undefined> {
  const [row] = await db.query<{ id_vendeur: number }>(
    'SELECT id_vendeur FROM produit WHERE id_produit = $1',
    [idProduit],
  );
  return row?.id_vendeur;
}

/**
 * Likes the product at `now` (the day's digest counts it by then), or unlikes it when it was
 * liked; answers the new state, or null when the
 * product does not exist for the user: a listing staff have not verified as it now reads is
 * shown to its seller alone, as its page is.
 */
export async function toggleFavourite(
  db: Queryable,
  idUser: number,
  idProduit: number,
  now: Date,
): Promise<{ id_produit: number; is_liked: boolean } | null> {
  const exists = await db.query(
    'SELECT 1 FROM produit WHERE id_produit = $1 AND (verifie_le IS NOT NULL OR id_vendeur = $2)',
    [idProduit, idUser],
  );
  if (exists.length === 0) return null;
  // Both statements touch this user's likes alone, which is what the answer cache is told.
  const mine = { keys: { wishlist: idUser } };
  const removed = await db.query(
    'DELETE FROM wishlist WHERE id_user = $1 AND id_produit = $2 RETURNING id_produit',
    [idUser, idProduit],
    mine,
  );
  if (removed.length > 0) return { id_produit: idProduit, is_liked: false };
  await db.query(
    'INSERT INTO wishlist (id_user, id_produit, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [idUser, idProduit, now.toISOString()],
    mine,
  );
  return { id_produit: idProduit, is_liked: true };
}

/**
 * The user's favourites as product cards, last liked first, with when each was liked. The cards
 * are the lists' ready ones, so a card looks the same everywhere. A listing its seller changed
 * since it was liked stays out until staff verify it again, as it does from every list.
 */
export async function listFavourites(
  db: Queryable,
  idUser: number,
  language: AppLanguageCode,
): Promise<Favourite[]> {
  const params: unknown[] = [idUser, language];
  const rows = await db.query<{ carte: string; date_ajout: string }>(
    `SELECT r.carte, w.created_at AS date_ajout
       FROM wishlist w
       JOIN produit p ON p.id_produit = w.id_produit
       JOIN produit_pret r ON r.id_produit = w.id_produit AND r.langue = $2
      WHERE w.id_user = $1 AND p.verifie_le IS NOT NULL
      ORDER BY w.created_at DESC, w.id_produit DESC
      ${pageClause(undefined, undefined, params)}`,
    params,
    { keys: { wishlist: idUser } },
  );
  return rows.map((row) => ({
    ...(JSON.parse(`${row.carte},"is_liked":true}`) as Product),
    date_ajout: row.date_ajout,
  }));
}
