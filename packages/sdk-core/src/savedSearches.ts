/**
 * Saved searches and alerts (an addition to the spec): the signed-in shopper keeps a search with
 * its filters, lists and forgets them, and reads their recent alerts. New listings matching a
 * search and lower prices on loved items arrive live as the client's `alert` event.
 */
import { type Alert, type SavedSearch, savedSearchEndpoints } from '@vitrine/contract';
import type { z } from 'zod/mini';
import type { ClientCore } from './core.js';
import type { Result } from './errors.js';

export type SavedSearchInput = z.input<typeof savedSearchEndpoints.saveSearch.body>;

/**
 * The saved searches of a client: `createSavedSearches(client)`. A function of its own rather
 * than an area of the client, so that elements which never save a search carry none of it.
 */
export function createSavedSearches(core: Pick<ClientCore, 'http' | 'store'>) {
  const { http, store } = core;
  return {
    /** Saves a search; its text is read in the interface language, its prices in the visitor's currency. */
    async save(search: SavedSearchInput): Promise<Result<SavedSearch>> {
      const { language, country } = store.getState();
      const result = await http.call(savedSearchEndpoints.saveSearch, {
        langue: language,
        ...(country?.alpha2 ? { pays: country.alpha2 } : {}),
        ...search,
      });
      return result.error ? result : { data: result.data.data };
    },
    /** The shopper's saved searches, newest first. */
    async list(): Promise<Result<SavedSearch[]>> {
      const result = await http.call(savedSearchEndpoints.listSavedSearches, {});
      return result.error ? result : { data: result.data.data };
    },
    /** Forgets one of the shopper's saved searches. */
    async remove(idRecherche: number): Promise<Result<{ id_recherche: number }>> {
      const result = await http.call(savedSearchEndpoints.deleteSavedSearch, { id_recherche: idRecherche });
      return result.error ? result : { data: result.data.data };
    },
    /** The shopper's recent alerts, newest first. */
    async alerts(): Promise<Result<Alert[]>> {
      const result = await http.call(savedSearchEndpoints.listAlerts, {});
      return result.error ? result : { data: result.data.data };
    },
  };
}

export type SavedSearchesArea = ReturnType<typeof createSavedSearches>;
