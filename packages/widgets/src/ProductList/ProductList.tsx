/**
 * The product list (spec §2 "Products list"): filters by category, brand, size and colour, the
 * chosen ones as chips, the products in a 2-to-6-column grid, and pages. The host keeps the
 * filters in its URL: it passes `filters` and hears of every change through `onFiltersChange`
 * (the spec's `id_marque` and `id_couleur` query parameters, and the category levels of the path).
 * On a phone the filters open in a dialog from 'Filtrer'; on a wide screen they sit at the side.
 */
import type { ProductFilters } from '@vitrine/sdk-core';
import { useEffect, useId, useRef, useState } from 'react';
import { useLikes } from '../hooks/useLikes.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { ProductGrid, ProductGridPlaceholder } from '../ProductGrid/ProductGrid.js';
import { ErrorState } from '../RemoteState.js';
import { cleanFilters, filtersKey } from '../shared/catalogQuery.js';
import { categoryName, chosenCategories } from '../shared/categoryTree.js';
import { useCatalogProducts } from '../shared/useCatalogProducts.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { EmptyState } from '../ui/bits.js';
import { Dialog } from '../ui/Dialog.js';
import { Pagination } from '../ui/Pagination.js';
import { FilterChips } from './FilterChips.js';
import { FilterPanel } from './FilterPanel.js';
import { useFilterOptions } from './useFilterOptions.js';

export interface ProductListProps {
  /** The filters to show the list with, e.g. read from the URL. */
  filters?: ProductFilters;
  /** Called with the new filters whenever the shopper changes one (put them in the URL). */
  onFiltersChange?(filters: ProductFilters): void;
  /** Products per page at first; the shopper may change it. @default 24 */
  pageSize?: number;
}

/** Where the filters move from a dialog to the side of the list. */
const SIDE_PANEL_MIN_WIDTH = breakpoints.md;

export function ProductList({ filters, onFiltersChange, pageSize = 24 }: ProductListProps) {
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const options = useFilterOptions();
  const likes = useLikes();
  const titleId = useId();
  const results = useRef<HTMLDivElement>(null);

  // The shopper's choices show at once; a host that passes new filters (the URL changed) wins.
  const givenKey = filtersKey(filters);
  const [current, setCurrent] = useState(() => cleanFilters(filters));
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the filters' value, not their identity.
  useEffect(() => {
    setCurrent(cleanFilters(filters));
  }, [givenKey]);

  // Other filters start again at page 1.
  const key = filtersKey(current);
  const [paging, setPaging] = useState({ key, page: 1, size: pageSize });
  const page = paging.key === key ? paging.page : 1;
  const [dialogOpen, setDialogOpen] = useState(false);

  const products = useCatalogProducts({ list: 'all', filters: current, page, limit: paging.size });

  const change = (next: ProductFilters) => {
    const clean = cleanFilters(next);
    setCurrent(clean);
    onFiltersChange?.(clean);
  };
  const goTo = (next: number, size = paging.size) => {
    setPaging({ key, page: next, size });
    results.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const path = options.categories.data ? chosenCategories(options.categories.data, current) : [];
  const deepest = path[path.length - 1];
  const activeCount = [current.genre, current.id_marque, current.id_taille, current.id_couleur].filter(
    Boolean,
  ).length;
  const hasNext = products.status === 'ready' && products.data.length >= paging.size;

  return (
    <div
      className={`vitrine-root ${css({ containerType: 'inline-size', fontFamily: tokens.font, color: tokens.ink })}`}
    >
      <div
        className={css({
          display: 'grid',
          gap: 24,
          [`@container (min-width: ${SIDE_PANEL_MIN_WIDTH}px)`]: {
            gridTemplateColumns: '240px minmax(0, 1fr)',
            gap: 32,
          },
        })}
      >
        <aside
          aria-label={t('catalog.filters')}
          className={css({
            [`@container (max-width: ${SIDE_PANEL_MIN_WIDTH - 0.02}px)`]: { display: 'none' },
          })}
        >
          <FilterPanel options={options} filters={current} onChange={change} />
        </aside>
        <section
          aria-labelledby={titleId}
          className={css({ display: 'grid', gap: 16, minWidth: 0, alignContent: 'start' })}
        >
          <div
            ref={results}
            className={css({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 12,
            })}
          >
            <h1
              id={titleId}
              className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400, fontSize: 28 })}
            >
              {deepest ? categoryName(deepest, language) : t('catalog.title')}
            </h1>
            <Button
              variant="secondary"
              onClick={() => setDialogOpen(true)}
              aria-haspopup="dialog"
              className={css({
                [`@container (min-width: ${SIDE_PANEL_MIN_WIDTH}px)`]: { display: 'none' },
              })}
            >
              {activeCount > 0 ? `${t('catalog.filter')} (${activeCount})` : t('catalog.filter')}
            </Button>
          </div>
          <FilterChips options={options} filters={current} onChange={change} />
          {/* The page's cards hold their places while they load: nothing moves when they arrive. */}
          {products.status === 'loading' && <ProductGridPlaceholder count={paging.size} />}
          {products.status === 'error' && <ErrorState remote={products} />}
          {products.status === 'ready' && products.data.length === 0 && (
            <EmptyState title={page > 1 ? t('catalog.noMore') : t('catalog.noMatch')}>
              {activeCount > 0 && page === 1 && (
                <>
                  <p className={css({ margin: 0, color: tokens.muted })}>{t('catalog.noMatchHint')}</p>
                  <Button variant="secondary" onClick={() => change({})}>
                    {t('catalog.clearAll')}
                  </Button>
                </>
              )}
            </EmptyState>
          )}
          {products.status === 'ready' && products.data.length > 0 && (
            <ProductGrid
              products={likes.apply(products.data)}
              onToggleLike={likes.onToggleLike}
              label={t('catalog.results')}
              priority
            />
          )}
          {products.status === 'ready' && (products.data.length > 0 || page > 1) && (
            <Pagination
              page={page}
              pageSize={paging.size}
              hasNext={hasNext}
              onPage={(next) => goTo(next)}
              onPageSize={(size) => goTo(1, size)}
            />
          )}
        </section>
      </div>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} title={t('catalog.filters')}>
        <div className={css({ display: 'grid', gap: 24 })}>
          <FilterChips options={options} filters={current} onChange={change} />
          <FilterPanel options={options} filters={current} onChange={change} />
          <Button fullWidth onClick={() => setDialogOpen(false)}>
            {t('catalog.showResults')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
