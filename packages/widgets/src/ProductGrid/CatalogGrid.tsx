/**
 * A product grid that loads its products through the SDK: one of the catalogue's lists, a
 * search, a seller's products, or the list narrowed by filters. Signed-in users like from it.
 */
import type { ReactNode } from 'react';
import { useLikes } from '../hooks/useLikes.js';
import { useT } from '../hooks/useT.js';
import { ErrorState } from '../RemoteState.js';
import { type CatalogList, type CatalogQuery, cleanFilters } from '../shared/catalogQuery.js';
import { useCatalogProducts } from '../shared/useCatalogProducts.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { ProductGrid, ProductGridPlaceholder, type ProductGridProps } from './ProductGrid.js';

export type { CatalogList };

export interface CatalogGridProps
  extends Omit<ProductGridProps, 'products' | 'onToggleLike'>,
    Omit<CatalogQuery, 'limit'> {
  /** @default 24 */
  limit?: number;
  /** What to say when nothing is found. @default a short sentence */
  empty?: ReactNode;
}

export function CatalogGrid({
  list = 'new-arrivals',
  query,
  filters,
  seller,
  page,
  limit = 24,
  empty,
  ...gridProps
}: CatalogGridProps) {
  const t = useT();
  const { css } = useCss();
  const likes = useLikes();
  const products = useCatalogProducts({ list, query, filters, seller, page, limit });
  // Card frames of the final size, as the script-tag loader's frame before them: no layout shift.
  if (products.status === 'loading') return <ProductGridPlaceholder count={limit} />;
  if (products.status === 'error') return <ErrorState remote={products} />;
  if (products.data.length === 0) {
    const narrowed = Boolean(query?.trim()) || Object.keys(cleanFilters(filters)).length > 0;
    return (
      <p className={css({ color: tokens.muted })}>
        {empty ?? t(narrowed ? 'catalog.noMatch' : 'catalog.empty')}
      </p>
    );
  }
  return (
    <ProductGrid products={likes.apply(products.data)} onToggleLike={likes.onToggleLike} {...gridProps} />
  );
}
