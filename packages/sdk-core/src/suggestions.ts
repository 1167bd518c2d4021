/**
 * Suggestions as a shopper types a search: brands and categories whose names start like the text
 * or are close to it, in the client's language, and the search the text would run when a word was
 * taken for a typo ("did you mean"). Made from a client, `createSuggestions(client).suggest(text)`,
 * and not a member of it: a page without a search box does not carry the endpoint and its answer's
 * schema.
 */
import { suggestionEndpoints } from '@vitrine/contract';
import type { ClientCore } from './core.js';

export function createSuggestions({ http, store }: Pick<ClientCore, 'http' | 'store'>) {
  return {
    /** The suggestions for `text` (an empty answer for a blank one). */
    suggest: (text: string, { signal }: { signal?: AbortSignal } = {}) =>
      http.call(
        suggestionEndpoints.suggestionsRecherche,
        { q: text, langue: store.getState().language },
        { signal },
      ),
  };
}

export type Suggestions = ReturnType<typeof createSuggestions>;
