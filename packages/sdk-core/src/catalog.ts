/** Product lists (spec §7 ProduitController). Personalised by the signed-in user's token. */
import { endpoints } from '@vitrine/contract';
import type { HttpClient } from './http/httpClient.js';
import type { VitrineStore } from './store.js';

export interface PageOptions {
  page?: number;
  limit?: number;
  signal?: AbortSignal;
}

export function createCatalog(http: HttpClient, store: VitrineStore) {
  const langue = () => store.getState().language;
  return {
    /** New arrivals with their sellers, newest first. */
    newArrivals: ({ signal, ...page }: PageOptions = {}) =>
      http.call(endpoints.listProduitAvecVendeur, { langue: langue(), ...page }, { signal }),
    /** Best sellers, most sold first. */
    bestSellers: ({ signal, ...page }: PageOptions = {}) =>
      http.call(
        endpoints.listProduit,
        { type: 'web', meilleur_vente: 'web', langue: langue(), ...page },
        { signal },
      ),
    /** The product list. */
    products: ({ signal, ...page }: PageOptions = {}) =>
      http.call(endpoints.listProduit, { type: 'web', langue: langue(), ...page }, { signal }),
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
