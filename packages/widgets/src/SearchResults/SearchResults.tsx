/**
 * Search results (spec §2): what the search finds for `query`, in a 2-to-6-column grid, by
 * pages. Nothing found (the spec's 'aucune donnée à trier', which the SDK reads as `empty`) says
 * so and offers to browse; a blank query asks what to look for.
 */
import type { ProductRefinementValues } from '@vitrine/sdk-core';
import { useId, useState } from 'react';
import { useLikes } from '../hooks/useLikes.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { lazyScreen } from '../lazyScreen.js';
import { ProductGrid } from '../ProductGrid/ProductGrid.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { EmptyState } from '../ui/bits.js';
import { Pagination } from '../ui/Pagination.js';

export interface SearchResultsProps {
  /** What the shopper searched for (the route's `q`). */
  query: string;
  /** Results per page at first; the shopper may change it. @default 24 */
  pageSize?: number;
  /**
   * The sort and filters (the route's `tri`, `prix_min`, `prix_max`, `etat`, `id_taille`), prices
   * in the shopper's currency.
   */
  refinements?: SearchRefinementValues;
  /**
   * Called with the sort and filters the shopper chose; with it, the results show their controls
   * (with the count beside each choice). The page keeps them in its address, so a search can be
   * shared and the browser's back and forward walk through them.
   */
  onRefine?: (next: SearchRefinementValues) => void;
}

/** The sort and filters a search page carries in its address. */
export type SearchRefinementValues = Pick<
  ProductRefinementValues,
  'tri' | 'prix_min' | 'prix_max' | 'etat' | 'id_taille'
>;

/** The controls: their own chunk, fetched when a page first shows them. */
const SearchRefinements = lazyScreen(
  () => import('./SearchRefinements.js').then((module) => module.SearchRefinements),
  { whileLoading: () => null, ifFailed: () => null },
);

/** A stable text of the refinements, for dependency lists. */
const refinementsKey = (values: SearchRefinementValues = {}) =>
  (['tri', 'prix_min', 'prix_max', 'etat', 'id_taille'] as const).map((key) => values[key] ?? '').join('&');

export function SearchResults({ query, pageSize = 24, refinements, onRefine }: SearchResultsProps) {
  const t = useT();
  const { css } = useCss();
  const text = query.trim();
  if (!text) {
    return (
      <section className={frameClass(css)}>
        <EmptyState title={t('catalog.search.prompt')}>
          <p className={css({ margin: 0, color: tokens.muted })}>{t('catalog.search.promptHint')}</p>
        </EmptyState>
      </section>
    );
  }
  // Another search, or other filters, start again at page 1.
  return (
    <Results
      key={`${text}?${refinementsKey(refinements)}`}
      text={text}
      pageSize={pageSize}
      refinements={refinements ?? {}}
      onRefine={onRefine}
    />
  );
}

const frameClass = (css: ReturnType<typeof useCss>['css']) =>
  `vitrine-root ${css({ fontFamily: tokens.font, color: tokens.ink, display: 'grid', gap: 16 })}`;

function Results({
  text,
  pageSize,
  refinements,
  onRefine,
}: {
  text: string;
  pageSize: number;
  refinements: SearchRefinementValues;
  onRefine?: (next: SearchRefinementValues) => void;
}) {
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const likes = useLikes();
  const client = useVitrine();
  const language = useVitrineState((state) => state.language);
  const country = useVitrineState((state) => state.country?.alpha2);
  const userId = useVitrineState((state) => state.user?.id_user ?? 0);
  const [paging, setPaging] = useState({ page: 1, size: pageSize });
  const { page } = paging;
  // Named, so a page rendered on the server sends what it found and the browser starts from it.
  const products = useRemote(
    async (signal) => {
      const found = await client.catalog.search(text, { ...refinements, page, limit: paging.size, signal });
      return found.error ? found : { data: found.data.products };
    },
    [client, language, country, userId, text, refinementsKey(refinements), page, paging.size],
    'catalog/search',
  );

  const count = products.status === 'ready' ? products.data.length : 0;
  const hasNext = count >= paging.size;
  const seen = (page - 1) * paging.size + count;

  return (
    <section aria-labelledby={titleId} className={frameClass(css)}>
      <h1
        id={titleId}
        className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400, fontSize: 28 })}
      >
        {t('catalog.search.title', { query: text })}
      </h1>
      {onRefine && <SearchRefinements query={text} values={refinements} onChange={onRefine} />}
      {products.status === 'loading' && <LoadingState />}
      {products.status === 'error' && <ErrorState remote={products} />}
      {products.status === 'ready' && count === 0 && page === 1 && (
        <EmptyState title={t('catalog.search.noMatch', { query: text })}>
          <p className={css({ margin: 0, color: tokens.muted })}>{t('catalog.search.noMatchHint')}</p>
          <Link to={{ to: 'products' }} className={css({ color: tokens.ink, fontWeight: 600, ...focusRing })}>
            {t('catalog.search.browse')}
          </Link>
        </EmptyState>
      )}
      {products.status === 'ready' && count === 0 && page > 1 && <EmptyState title={t('catalog.noMore')} />}
      {products.status === 'ready' && count > 0 && (
        <>
          <p role="status" className={css({ margin: 0, color: tokens.muted })}>
            {hasNext
              ? t('catalog.search.moreThan', { count: seen })
              : t('catalog.search.count', { count: seen })}
          </p>
          <ProductGrid
            products={likes.apply(products.data)}
            onToggleLike={likes.onToggleLike}
            label={t('catalog.search.title', { query: text })}
          />
        </>
      )}
      {products.status === 'ready' && (count > 0 || page > 1) && (
        <Pagination
          page={page}
          pageSize={paging.size}
          hasNext={hasNext}
          onPage={(next) => setPaging({ page: next, size: paging.size })}
          onPageSize={(size) => setPaging({ page: 1, size })}
        />
      )}
    </section>
  );
}
