/**
 * The counts beside a list's filters (an addition to the spec): an endpoint group of its own, so
 * the lists' code and its checked answers do not carry it.
 */
import * as z from 'zod/mini';
import { CategoryFilter } from './catalog.js';
import { defineEndpoint } from './endpoint.js';
import { ProductFacetsSchema, ProductRefinements, refinedQuery } from './productRefinements.js';
import { AppLanguageCodeSchema, dataOf, Id, text } from './schema.js';

export const facetEndpoints = {
  facettesProduit: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/facettes_produit',
    query: refinedQuery({
      q: z.optional(text(100)),
      id_vendeur: z.optional(Id),
      ...CategoryFilter,
      ...ProductRefinements,
      langue: z.optional(AppLanguageCodeSchema),
    }),
    response: dataOf(ProductFacetsSchema),
    access: 'public',
    summary:
      'How many products a search or list with its filters finds, and how many of them carry each brand, colour, size and condition (an addition to the spec).',
  }),
} as const;
