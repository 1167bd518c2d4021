import { DEFAULT_LANGUAGE } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { listFavourites } from '../db/queries/favourites.js';
import type { Handlers } from '../http/handler.js';
import { toggleLike } from '../realtime/likes.js';

export function favouriteHandlers(context: AppContext) {
  const { db } = context;
  return {
    getWishlist: async ({ input, user }) => ({
      data: await listFavourites(db, user.id_user, input.langue ?? DEFAULT_LANGUAGE),
    }),

    toggleWishlist: async ({ input, user }) => toggleLike(context, user.id_user, input.id_produit),
  } satisfies Partial<Handlers>;
}
