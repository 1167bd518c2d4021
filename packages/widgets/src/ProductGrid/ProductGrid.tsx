/**
 * Products in a grid: 2 columns on a phone, up to 6 on a large screen (spec §2, §9). The columns
 * follow the width the grid is given (container queries), so an embedded grid in a narrow
 * column of a partner's page stays readable. Above VIRTUALIZE_ABOVE products the grid renders
 * only the rows in view (VirtualProductGrid), so a list of thousands keeps a small DOM.
 */
import type { Product } from '@vitrine/sdk-core';
import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard.js';
import { useCss } from '../styles/emotion.js';
import { breakpoints } from '../styles/tokens.js';
import { COLUMN_GAP, ROW_GAP } from './gridLayout.js';
import { VirtualProductGrid } from './VirtualProductGrid.js';

/** Above this many products a grid is virtualised unless told otherwise (a page holds at most 96). */
export const VIRTUALIZE_ABOVE = 200;

export interface ProductGridProps extends Pick<ProductCardProps, 'stateMode' | 'onToggleLike'> {
  products: readonly Product[];
  /** Accessible name of the list. */
  label?: string;
  /** Render only the rows in view. @default true above VIRTUALIZE_ABOVE products */
  virtualize?: boolean;
}

export function ProductGrid({ products, label, stateMode, onToggleLike, virtualize }: ProductGridProps) {
  const { css } = useCss();
  if (virtualize ?? products.length > VIRTUALIZE_ABOVE) {
    return (
      <VirtualProductGrid
        products={products}
        label={label}
        stateMode={stateMode}
        onToggleLike={onToggleLike}
      />
    );
  }
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
          gap: `${ROW_GAP}px ${COLUMN_GAP}px`,
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
