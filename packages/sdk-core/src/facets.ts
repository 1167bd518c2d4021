/**
 * The counts beside a list's filters: how many products a search or list finds with its filters,
 * and how many of them carry each brand, colour, size and condition. Made from a client,
 * `createFacets(client).count({ q, ...filters })`, and not a member of it: a page that shows no
 * counts (every element's grid) does not carry the endpoint and its answer's schema.
 */
import { facetEndpoints, type ProductRefinementValues } from '@vitrine/contract';
import type { ClientCore } from './core.js';

/** What facets count: a search (optional), category levels, a seller, and the refinements. */
export interface FacetQuery extends ProductRefinementValues {
  q?: string;
  genre?: string;
  mere?: string;
  fils?: string;
  id_vendeur?: number;
  signal?: AbortSignal;
}

/** The counts of a client (`createVitrine`'s, or any with its `http` and `store`). */
export function createFacets({ http, store }: Pick<ClientCore, 'http' | 'store'>) {
  return {
    /** The counts of `query`, prices in the client's country's currency unless `pays` names another. */
    count: ({ signal, ...query }: FacetQuery = {}) => {
      const { language, country } = store.getState();
      const pays = query.pays ?? country?.alpha2;
      return http.call(
        facetEndpoints.facettesProduit,
        { langue: language, ...query, ...(pays ? { pays } : {}) },
        { signal },
      );
    },
  };
}

export type Facets = ReturnType<typeof createFacets>;
