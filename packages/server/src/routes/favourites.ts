import { DEFAULT_LANGUAGE } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { listFavourites, toggleFavourite } from '../db/queries/favourites.js';
import type { Handlers } from '../http/handler.js';
import { notFound } from '../http/httpError.js';
import { mailNewLike } from '../notifications/activityMails.js';

export function favouriteHandlers(context: AppContext) {
  const { db, notifier } = context;
  return {
    getWishlist: async ({ input, user }) => ({
      data: await listFavourites(db, user.id_user, input.langue ?? DEFAULT_LANGUAGE),
    }),

    toggleWishlist: async ({ input, user }) => {
      const result = await toggleFavourite(db, user.id_user, input.id_produit);
      if (!result) throw notFound(`No product with the id ${input.id_produit}.`);
      // The caller's other tabs and devices refresh their hearts and favourites count.
      notifier.toUser(user.id_user, 'like produit', result);
      if (result.is_liked) mailNewLike(context, user.id_user, input.id_produit);
      return result;
    },
  } satisfies Partial<Handlers>;
}
