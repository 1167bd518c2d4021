/**
 * The spec's generic shared reads (§7 "Shared reads"): each refreshes one part of the shared
 * state. An answer with an error is ignored and nothing changes (§8).
 */
import { authEndpoints, cartEndpoints, favouriteEndpoints } from '@vitrine/contract';
import type { ClientCore } from './core.js';
import type { Result } from './errors.js';

export type SharedReadKind = 'user_detail' | 'favoris' | 'panier' | 'messages';

/** Reads one kind of shared state for the signed-in user; a visitor's read does nothing. */
export async function readShared(core: ClientCore, kind: SharedReadKind): Promise<Result<unknown>> {
  const user = core.store.getState().user;
  if (!user) return { data: null };
  const id_user = user.id_user;
  switch (kind) {
    case 'user_detail': {
      const result = await core.http.call(authEndpoints.getProfile, { id_user });
      if (result.data) core.store.setState({ userDetail: result.data });
      return result;
    }
    case 'favoris': {
      const result = await core.http.call(favouriteEndpoints.getWishlist, {
        id_user,
        langue: core.store.getState().language,
      });
      if (result.data)
        core.store.setState({ favourites: result.data.data, favouritesCount: result.data.data.length });
      return result;
    }
    case 'panier': {
      const result = await core.http.call(cartEndpoints.listPanier, {
        id_user,
        langue: core.store.getState().language,
      });
      if (result.data) core.store.setState({ cartCount: result.data.data.length });
      return result;
    }
    case 'messages': {
      // With the messages area's chunk: a page that never reads messages does not load their schemas.
      const { readConversations } = await import('./messages.js');
      return readConversations(core, id_user);
    }
  }
}
