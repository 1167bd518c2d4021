/**
 * A titled, horizontally scrolling list of products: new arrivals and best sellers (spec §2).
 * While the products load, the rail holds card placeholders of the same size, so the sections
 * below do not move when they arrive (no layout shift).
 */
import type { Product, Result } from '@vitrine/sdk-core';
import { useId } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { ProductCard, ProductCardPlaceholder } from '../ProductCard/ProductCard.js';
import { useVitrine } from '../provider.js';
import { ErrorState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { railCellStyle, railStyle } from '../ui/railStyles.js';
import { SectionTitle } from './SectionTitle.js';

export type RailKind = 'newArrivals' | 'bestSellers';

/** Products a rail shows. */
export const RAIL_SIZE = 12;

/** Placeholders shown while loading: more than a wide screen shows at once. */
const PLACEHOLDERS = 6;

/** Cards of a priority rail loaded first: those a phone shows without scrolling the rail. */
const PRIORITY_CARDS = 2;

export interface ProductRailProps {
  kind: RailKind;
  /**
   * The rail is in view when the page opens: its first cards' pictures load at once and first
   * (ProductCard's `priority`), as they are likely the page's largest paint. @default false
   */
  priority?: boolean;
}

export function ProductRail({ kind, priority = false }: ProductRailProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const language = useVitrineState((state) => state.language);
  const products = useRemote<{ data: Product[] }>(
    (signal): Promise<Result<{ data: Product[] }>> => client.catalog[kind]({ limit: RAIL_SIZE, signal }),
    [client, kind, language],
    'catalog/rail',
  );
  const row = css(railStyle);
  const cell = css(railCellStyle);

  return (
    <section
      aria-labelledby={titleId}
      className={`vitrine-root ${css({ fontFamily: tokens.font, color: tokens.ink })}`}
    >
      <SectionTitle id={titleId}>{t(`home.${kind}`)}</SectionTitle>
      {products.status === 'loading' && (
        <ul aria-busy="true" aria-label={t('common.loading')} className={row}>
          {Array.from({ length: PLACEHOLDERS }, (_, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
            <li key={position} className={cell}>
              <ProductCardPlaceholder />
            </li>
          ))}
        </ul>
      )}
      {products.status === 'error' && <ErrorState remote={products} />}
      {products.status === 'ready' && products.data.data.length === 0 && (
        <p className={css({ color: tokens.muted })}>{t('catalog.empty')}</p>
      )}
      {products.status === 'ready' && products.data.data.length > 0 && (
        <ul data-testid={`rail-${kind}`} className={row}>
          {products.data.data.map((product, position) => (
            <li key={product.id_produit} className={cell}>
              <ProductCard product={product} priority={priority && position < PRIORITY_CARDS} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
