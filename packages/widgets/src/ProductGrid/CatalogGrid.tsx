/** A product grid that loads one of the catalogue's lists through the SDK. */
import type { PageOptions, Product, Result } from '@vitrine/sdk-core';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/emotion.js';
import { tokens } from '../styles/tokens.js';
import { ProductGrid, type ProductGridProps } from './ProductGrid.js';

/** The lists a grid can show. */
export type CatalogList = 'new-arrivals' | 'best-sellers' | 'all';

const LOADERS = {
  'new-arrivals': 'newArrivals',
  'best-sellers': 'bestSellers',
  all: 'products',
} as const;

export interface CatalogGridProps extends Omit<ProductGridProps, 'products'> {
  list?: CatalogList;
  /** @default 24 */
  limit?: number;
}

export function CatalogGrid({ list = 'new-arrivals', limit = 24, ...gridProps }: CatalogGridProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const loader = LOADERS[list] ?? LOADERS['new-arrivals'];
  const products = useRemote<{ data: Product[] }>(
    (signal: AbortSignal): Promise<Result<{ data: Product[] }>> =>
      client.catalog[loader]({ limit, signal } satisfies PageOptions),
    [client, loader, limit, language],
  );
  if (products.status === 'loading') return <LoadingState />;
  if (products.status === 'error') return <ErrorState remote={products} />;
  if (products.data.data.length === 0)
    return <p className={css({ color: tokens.muted })}>{t('home.emptyList')}</p>;
  return <ProductGrid products={products.data.data} {...gridProps} />;
}
