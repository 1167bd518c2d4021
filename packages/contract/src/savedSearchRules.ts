/**
 * Saved searches' rules as plain values, with no schema: the forms of the script-tag build, which
 * carry the contract's schema modules as data only, read them too.
 */

/** Searches a shopper may keep at once: enough for every wish, few enough to match each listing against. */
export const MAX_SAVED_SEARCHES = 20;

/** The `code` of a search refused because the shopper keeps as many as allowed. */
export const SAVED_SEARCH_LIMIT_CODE = 'saved_search_limit';

/** The criteria a saved search keeps, in the order a page's address writes them. */
export const SAVED_SEARCH_CRITERIA = [
  'q',
  'genre',
  'mere',
  'fils',
  'prix_min',
  'prix_max',
  'etat',
  'id_marque',
  'id_couleur',
  'id_taille',
] as const;

/** Whether a search names something to look for (a text or a filter), not every listing. */
export function namesCriteria(
  search: Partial<Record<(typeof SAVED_SEARCH_CRITERIA)[number], unknown>>,
): boolean {
  return SAVED_SEARCH_CRITERIA.some((name) => {
    const value = search[name];
    return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
  });
}
