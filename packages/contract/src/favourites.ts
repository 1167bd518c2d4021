/** Favourites (spec §7 WishlistController; liking goes through the socket's `like produit`). */
import * as z from 'zod/mini';
import { ProductSchema } from './catalog.js';
import { defineEndpoint } from './endpoint.js';
import { AppLanguageCodeSchema, Id, listOf } from './schema.js';

/** A favourite: the product as cards show it, and when it was liked (spec §3 leaves the rest open). */
export const FavouriteSchema = z.object({ ...ProductSchema.shape, date_ajout: z.string() });
export type Favourite = z.infer<typeof FavouriteSchema>;

export const favouriteEndpoints = {
  getWishlist: defineEndpoint({
    method: 'GET',
    path: 'WishlistController/get_wishlist_byiduser',
    query: z.object({ id_user: z.optional(Id), langue: z.optional(AppLanguageCodeSchema) }),
    response: listOf(FavouriteSchema),
    access: 'private',
    self: ['id_user'],
    summary: "The caller's favourites, last liked first.",
  }),
  toggleWishlist: defineEndpoint({
    method: 'POST',
    path: 'WishlistController/toggle_wishlist',
    body: z.object({ id_user: z.optional(Id), id_produit: Id }),
    response: z.object({ id_produit: z.number(), is_liked: z.boolean() }),
    access: 'private',
    self: ['id_user'],
    summary:
      "Likes or unlikes a product, like the socket's `like produit` (an addition for clients without a socket).",
  }),
} as const;
