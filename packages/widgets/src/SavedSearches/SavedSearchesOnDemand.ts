/**
 * 'Mes recherches enregistrées' as the package exports it: its code is fetched the first time it
 * renders, so it is a chunk of its own that only a shopper opening their saved searches loads.
 */
import { lazyScreen } from '../lazyScreen.js';

export const SavedSearches = lazyScreen(() =>
  import('./SavedSearches.js').then((module) => module.SavedSearches),
);
