/**
 * Favourites (spec §4 "Product card"): a like is sent to the server — on the live connection when
 * it is up, as the spec's client does, else over HTTP — and the favourites list is then refreshed.
 */
import { type Favourite, favouriteEndpoints } from '@vitrine/contract';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError } from './errors.js';
import type { LiveSession } from './liveSession.js';
import { readShared } from './sharedReads.js';

export function createFavourites(core: ClientCore, live: LiveSession) {
  return {
    /** The favourites; also sets the list and its count in the shared state. */
    async list(): Promise<Result<Favourite[]>> {
      const result = await readShared(core, 'favoris');
      if (result.error) return result;
      return { data: core.store.getState().favourites };
    },

    /** Whether a product is among the favourites, as last read. */
    isLiked: (idProduit: number) =>
      core.store.getState().favourites.some((item) => item.id_produit === idProduit),

    /** Likes or unlikes; answers the new state. A visitor gets a 401 value: liking needs an account. */
    async toggle(idProduit: number): Promise<Result<{ id_produit: number; is_liked: boolean }>> {
      const id_user = currentUserId(core);
      if (id_user === null) return { error: new SdkHttpError(401, 'Sign in to keep favourites.') };
      const viaSocket = live.emit('like produit', { id_user, id_produit: idProduit });
      let result: Result<{ id_produit: number; is_liked: boolean }>;
      if (viaSocket) {
        const ack = await viaSocket;
        result = ack.error
          ? { error: new SdkHttpError(400, ack.error) }
          : { data: ack.data as { id_produit: number; is_liked: boolean } };
      } else {
        result = await core.http.call(favouriteEndpoints.toggleWishlist, { id_user, id_produit: idProduit });
      }
      if (result.data) await readShared(core, 'favoris');
      return result;
    },
  };
}

export type Favourites = ReturnType<typeof createFavourites>;
