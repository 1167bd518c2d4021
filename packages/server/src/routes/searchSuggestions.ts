/** Suggestions as a shopper types a search (ProduitController/suggestions_recherche). */
import { DEFAULT_LANGUAGE } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import type { Handlers } from '../http/handler.js';
import { searchSuggestions } from '../search/suggestions.js';

export function searchSuggestionHandlers({ db }: AppContext) {
  return {
    suggestionsRecherche: async ({ input }) => ({
      data: await searchSuggestions(db, input.langue ?? DEFAULT_LANGUAGE, input.q),
    }),
  } satisfies Partial<Handlers>;
}
