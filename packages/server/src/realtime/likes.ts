/**
 * A like or an unlike, shared by the HTTP call (WishlistController/toggle_wishlist) and the
 * socket's `like produit`, so both count against the same limits and tell the same people.
 */
import type { AppContext } from '../context.js';
import { sellerOfProduct, toggleFavourite } from '../db/queries/favourites.js';
import { notFound } from '../http/httpError.js';

type Deps = Pick<AppContext, 'db' | 'notifier' | 'now' | 'activityLimits'>;

/**
 * Likes `idProduit` for `idUser`, or unlikes it when it was liked, within the activity limits
 * (else 429, and nothing changes); the user's other tabs and devices refresh their hearts. The
 * seller hears of the day's likes that still stand in one daily digest
 * (notifications/likeDigests.ts), never of each like.
 */
export async function toggleLike(
  deps: Deps,
  idUser: number,
  idProduit: number,
): Promise<{ id_produit: number; is_liked: boolean }> {
  const seller = await sellerOfProduct(deps.db, idProduit);
  if (seller === undefined) throw notFound(`No product with the id ${idProduit}.`);
  deps.activityLimits.take('likes', idUser, seller);
  const state = await toggleFavourite(deps.db, idUser, idProduit, deps.now());
  if (!state) throw notFound(`No product with the id ${idProduit}.`);
  deps.notifier.toUser(idUser, 'like produit', state);
  return state;
}
