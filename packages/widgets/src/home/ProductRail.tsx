/** A titled, horizontally scrolling list of products: new arrivals and best sellers (spec §2). */
import type { Product, Result } from '@vitrine/sdk-core';
import { useId } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { ProductCard } from '../ProductCard/ProductCard.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/emotion.js';
import { tokens } from '../styles/tokens.js';
import { SectionTitle } from './SectionTitle.js';

export type RailKind = 'newArrivals' | 'bestSellers';

/** Products a rail shows. */
export const RAIL_SIZE = 12;

export interface ProductRailProps {
  kind: RailKind;
}

export function ProductRail({ kind }: ProductRailProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const language = useVitrineState((state) => state.language);
  const products = useRemote<{ data: Product[] }>(
    (signal): Promise<Result<{ data: Product[] }>> => client.catalog[kind]({ limit: RAIL_SIZE, signal }),
    [client, kind, language],
  );

  return (
    <section
      aria-labelledby={titleId}
      className={`vitrine-root ${css({ fontFamily: tokens.font, color: tokens.ink })}`}
    >
      <SectionTitle id={titleId}>{t(`home.${kind}`)}</SectionTitle>
      {products.status === 'loading' && <LoadingState />}
      {products.status === 'error' && <ErrorState remote={products} />}
      {products.status === 'ready' && products.data.data.length === 0 && (
        <p className={css({ color: tokens.muted })}>{t('home.emptyList')}</p>
      )}
      {products.status === 'ready' && products.data.data.length > 0 && (
        <ul
          data-testid={`rail-${kind}`}
          className={css({
            listStyle: 'none',
            margin: 0,
            padding: '0 0 12px',
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: 'clamp(150px, 42%, 240px)',
            gap: 16,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            overscrollBehaviorX: 'contain',
          })}
        >
          {products.data.data.map((product) => (
            <li key={product.id_produit} className={css({ scrollSnapAlign: 'start', minWidth: 0 })}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
