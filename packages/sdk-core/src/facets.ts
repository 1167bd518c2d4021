/**
 * The counts beside a list's filters: how many products a search or list finds with its filters,
 * and how many of them carry each brand, colour, size and condition. An area of its own, loaded
 * on first use, so a grid that shows no counts does not carry it.
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
