/**
 * Saved searches and alerts (an addition to the spec): a signed-in shopper keeps a search with its
 * filters; a listing staff verify that matches it, and a lower price on an item they love, reach
 * them live (the socket's `alerte` event) and in a daily e-mail digest in their language, while
 * their `alertes` setting is on.
 */
import * as z from 'zod/mini';
import { CategoryFilter } from './catalog.js';
import { defineEndpoint } from './endpoint.js';
import { ProductConditionSchema } from './productCondition.js';
import { ProductRefinements, priceRangeProblem } from './productRefinements.js';
import { namesCriteria } from './savedSearchRules.js';
import { AppLanguageCodeSchema, dataOf, Id, listOf, text } from './schema.js';

/** What a saved search looks for: the search page's text and filters, prices in the country's currency. */
export const SavedSearchCriteria = {
  q: z.optional(text(100)),
  ...CategoryFilter,
  prix_min: ProductRefinements.prix_min,
  prix_max: ProductRefinements.prix_max,
  etat: ProductRefinements.etat,
  id_marque: ProductRefinements.id_marque,
  id_couleur: ProductRefinements.id_couleur,
  id_taille: ProductRefinements.id_taille,
  /** The country whose currency `prix_min` and `prix_max` are in; the shopper's own by default. */
  pays: ProductRefinements.pays,
  /** The language the text is read in; the shopper's own by default. */
  langue: z.optional(AppLanguageCodeSchema),
};

export const SavedSearchSchema = z.object({
  id_recherche: z.number(),
  q: z.nullable(z.string()),
  genre: z.nullable(z.string()),
  mere: z.nullable(z.string()),
  fils: z.nullable(z.string()),
  prix_min: z.nullable(z.number()),
  prix_max: z.nullable(z.number()),
  etat: z.nullable(ProductConditionSchema),
  id_marque: z.nullable(z.number()),
  id_couleur: z.nullable(z.number()),
  id_taille: z.nullable(z.number()),
  pays: z.string(),
  langue: AppLanguageCodeSchema,
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/**
 * An alert: a new listing matching a saved search (`nouveaute`, with the search), or a lower price
 * on an item the shopper loves (`baisse`, with the price before). Prices in the seller's currency.
 */
export const AlertSchema = z.object({
  id_alerte: z.number(),
  genre: z.enum(['nouveaute', 'baisse']),
  id_produit: z.number(),
  id_recherche: z.nullable(z.number()),
  prix: z.number(),
  prix_avant: z.nullable(z.number()),
  devise: z.string(),
  created_at: z.string(),
});
export type Alert = z.infer<typeof AlertSchema>;

export const savedSearchEndpoints = {
  saveSearch: defineEndpoint({
    method: 'POST',
    path: 'alerts/searches/save',
    body: z.object(SavedSearchCriteria).check(
      z.refine((search) => priceRangeProblem(search) === null, {
        message: 'prix_min must not be above prix_max',
        path: ['prix_min'],
      }),
      z.refine(namesCriteria, { message: 'a saved search names a text or a filter', path: ['q'] }),
    ),
    response: dataOf(SavedSearchSchema),
    access: 'private',
    summary:
      'Keeps a search with its filters for the caller (an addition): new matching listings are alerted. 429 past the limit.',
  }),
  listSavedSearches: defineEndpoint({
    method: 'GET',
    path: 'alerts/searches',
    response: listOf(SavedSearchSchema),
    access: 'private',
    summary: "The caller's saved searches, newest first.",
  }),
  deleteSavedSearch: defineEndpoint({
    method: 'POST',
    path: 'alerts/searches/delete',
    body: z.object({ id_recherche: Id }),
    response: dataOf(z.object({ id_recherche: z.number() })),
    access: 'private',
    summary: "Forgets one of the caller's saved searches; anyone else's is 404.",
  }),
  listAlerts: defineEndpoint({
    method: 'GET',
    path: 'alerts/mine',
    response: listOf(AlertSchema),
    access: 'private',
    summary: "The caller's alerts of the last days, newest first (the last 50).",
  }),
} as const;
