/**
 * Suggestions as a shopper types a search (an addition to the spec): the catalogue's brands and
 * categories whose names start like the text or are close to it, and the search the text would
 * run when a word of it was taken for a typo ("did you mean"). An endpoint group of its own, so
 * the lists' code does not carry it.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { AppLanguageCodeSchema, dataOf, text } from './schema.js';

/** At most this many suggestions of each kind: a list read at a glance while typing. */
export const SUGGESTIONS_PER_KIND = 6;

/** The longest text suggestions are read for: a search's own limit. */
export const SEARCH_TEXT_MAX = 100;

export const SearchSuggestionsSchema = z.object({
  /** Brands, by the name the catalogue shows, whichever spelling (エルメス, Гермес) matched. */
  marques: z.array(z.object({ id_marque: z.number(), nom_marque: z.string() })),
  /** Categories (leaf, mère or genre) named in the reader's language. */
  categories: z.array(
    z.object({ id_categorie: z.number(), nom: z.string(), slug: z.string(), niveau: z.number() }),
  ),
  /**
   * The text as the search reads it when it took a word for a typo ("guci sac" → "gucci sac"),
   * else null.
   */
  correction: z.nullable(z.string()),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

export const suggestionEndpoints = {
  suggestionsRecherche: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/suggestions_recherche',
    query: z.object({
      q: text(SEARCH_TEXT_MAX),
      langue: z.optional(AppLanguageCodeSchema),
    }),
    response: dataOf(SearchSuggestionsSchema),
    access: 'public',
    summary:
      'Brands and categories whose names start like, or are close to, a text being typed, and the search it would run when a word was taken for a typo (an addition to the spec).',
  }),
} as const;
