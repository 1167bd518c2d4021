/**
 * Search results (spec §2): what the search finds for `query`, in a 2-to-6-column grid, by
 * pages. Nothing found (the spec's 'aucune donnée à trier', which the SDK reads as `empty`) says
 * so and offers to browse; a blank query asks what to look for.
 */
import { useId, useState } from 'react';
import { useLikes } from '../hooks/useLikes.js';
import { useT } from '../hooks/useT.js';
import { Link } from '../Link.js';
import { ProductGrid } from '../ProductGrid/ProductGrid.js';
import { useCatalogProducts } from '../ProductGrid/useCatalogProducts.js';
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
}

export function SearchResults({ query, pageSize = 24 }: SearchResultsProps) {
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
  // Another search starts again at page 1.
  return <Results key={text} text={text} pageSize={pageSize} />;
}

const frameClass = (css: ReturnType<typeof useCss>['css']) =>
  `vitrine-root ${css({ fontFamily: tokens.font, color: tokens.ink, display: 'grid', gap: 16 })}`;

function Results({ text, pageSize }: { text: string; pageSize: number }) {
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const likes = useLikes();
  const [paging, setPaging] = useState({ page: 1, size: pageSize });
  const { page } = paging;
  const products = useCatalogProducts({ query: text, page, limit: paging.size });

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
