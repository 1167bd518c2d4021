import { PRODUCT_SORTS } from '@vitrine/sdk-core';
import { type SearchRefinementValues, SearchResults, useSession, useT } from '@vitrine/widgets';
import { useSearchParams } from 'wouter';
import { SavedSearchesLink } from '../savedSearchesLink.js';
import { usePageMeta } from '../usePageMeta.js';

/** A non-negative number of the address, or nothing (a bad value is left out, not sent). */
const numberOf = (text: string | null) =>
  text !== null && text.trim() !== '' && Number.isFinite(Number(text)) && Number(text) >= 0
    ? Number(text)
    : undefined;

/** The sort and filters the address carries: what was shared or bookmarked is what shows. */
export function refinementsOf(params: URLSearchParams): SearchRefinementValues {
  const tri = params.get('tri');
  const etat = params.get('etat');
  const size = numberOf(params.get('id_taille'));
  return {
    tri: PRODUCT_SORTS.find((sort) => sort === tri),
    prix_min: numberOf(params.get('prix_min')),
    prix_max: numberOf(params.get('prix_max')),
    etat: etat === 'neuf' || etat === 'occasion' ? etat : undefined,
    id_taille: size && Number.isInteger(size) && size > 0 ? size : undefined,
  };
}

export default function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const session = useSession();
  usePageMeta(t('site.titles.search', { q: query }), t('site.descriptions.products'));
  return (
    <>
      <SearchResults
        query={query}
        refinements={refinementsOf(params)}
        onRefine={(next) => {
          // Each choice is a new entry of the history: back undoes it, and the address shares it.
          const address = new URLSearchParams({ q: query });
          for (const [key, value] of Object.entries(next)) {
            if (value !== undefined && !(key === 'tri' && value === 'pertinence'))
              address.set(key, String(value));
          }
          setParams(address);
        }}
      />
      {/* Where a search saved here is found again, with the alerts it brings. */}
      {session && <SavedSearchesLink />}
    </>
  );
}
