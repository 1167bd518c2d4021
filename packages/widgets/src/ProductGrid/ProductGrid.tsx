/**
 * Products in a grid: 2 columns on a phone, up to 6 on a large screen (spec §2, §9). The columns
 * follow the width the grid is given (container queries), so an embedded grid in a narrow
 * column of a partner's page stays readable.
 */
import type { Product } from '@vitrine/sdk-core';
import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard.js';
import { useCss } from '../styles/emotion.js';
import { breakpoints } from '../styles/tokens.js';

export interface ProductGridProps extends Pick<ProductCardProps, 'stateMode' | 'onToggleLike'> {
  products: readonly Product[];
  /** Accessible name of the list. */
  label?: string;
}

export function ProductGrid({ products, label, stateMode, onToggleLike }: ProductGridProps) {
  const { css } = useCss();
  return (
    <div className={css({ containerType: 'inline-size' })}>
      <ul
        aria-label={label}
        data-testid="product-grid"
        className={css({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: '24px 12px',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          [`@container (min-width: ${breakpoints.sm}px)`]: {
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          },
          [`@container (min-width: ${breakpoints.md}px)`]: {
            gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          },
          [`@container (min-width: ${breakpoints.lg}px)`]: {
            gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
          },
          [`@container (min-width: ${breakpoints.xl}px)`]: {
            gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
          },
        })}
      >
        {products.map((product) => (
          <li key={product.id_produit} className={css({ minWidth: 0 })}>
            <ProductCard product={product} stateMode={stateMode} onToggleLike={onToggleLike} />
          </li>
        ))}
      </ul>
    </div>
  );
}
