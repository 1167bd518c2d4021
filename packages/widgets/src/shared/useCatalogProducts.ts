/**
 * A page of catalogue products, read again when the query, the language (names are localised)
 * or the signed-in user (`is_liked` is theirs) changes.
 */
import type { Product } from '@vitrine/sdk-core';
import { type Remote, useRemote } from '../hooks/useRemote.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { type CatalogQuery, filtersKey, loadCatalog } from './catalogQuery.js';

export function useCatalogProducts(query: CatalogQuery): Remote<Product[]> {
  const client = useVitrine();
  const language = useVitrineState((state) => state.language);
  const userId = useVitrineState((state) => state.user?.id_user ?? 0);
  return useRemote(
    (signal) => loadCatalog(client, query, signal),
    [
      client,
      language,
      userId,
      query.list,
      query.query?.trim(),
      query.seller,
      query.page,
      query.limit,
      filtersKey(query.filters),
    ],
    'catalog/products',
  );
}
