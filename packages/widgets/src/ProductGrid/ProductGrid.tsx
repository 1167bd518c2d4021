/**
 * Products in a grid: 2 columns on a phone, up to 6 on a large screen (spec §2, §9). The columns
 * follow the width the grid is given (container queries), so an embedded grid in a narrow
 * column of a partner's page stays readable. Above VIRTUALIZE_ABOVE products the grid renders
 * only the rows in view (VirtualProductGrid), so a list of thousands keeps a small DOM.
 * ProductGridPlaceholder holds the grid's place, card for card, while its products load.
 */
import type { Product } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { lazyScreen } from '../lazyScreen.js';
import { ProductCard, ProductCardPlaceholder, type ProductCardProps } from '../ProductCard/ProductCard.js';
import { useCss } from '../styles/styleRoot.js';
import { containerColumns } from '../ui/containerColumns.js';
import { COLUMN_GAP, GRID_COLUMNS, ROW_GAP } from '../ui/gridLayout.js';
import { part } from '../ui/parts.js';

/** Placeholder cards shown while the virtual grid's code arrives: about a screenful. */
const VIRTUAL_PLACEHOLDER_CARDS = 24;

/** Above this many products a grid is virtualised unless told otherwise (a page holds at most 96). */
export const VIRTUALIZE_ABOVE = 200;

/** Cards of a priority grid loaded first: the first row on a phone (on a wider screen, part of it). */
const PRIORITY_CARDS = 2;

export interface ProductGridProps extends Pick<ProductCardProps, 'stateMode' | 'onToggleLike'> {
  products: readonly Product[];
  /** Accessible name of the list. */
  label?: string;
  /** Render only the rows in view. @default true above VIRTUALIZE_ABOVE products */
  virtualize?: boolean;
  /**
   * The grid is at the top of the page: the pictures of its first row load at once and first
   * (ProductCard's `priority`), as they are likely the page's largest paint. @default false
   */
  priority?: boolean;
}

/**
 * The virtual grid, fetched the first time a list is long enough to need it: no page of the site
 * and no element's first use is, so they do not carry its code. Placeholder cards show
 * while it arrives; should it fail to, every card is rendered: slower, but nothing is missing.
 */
const VirtualProductGrid = lazyScreen(
  () => import('./VirtualProductGrid.js').then((module) => module.VirtualProductGrid),
  {
    whileLoading: ({ products }) => (
      <ProductGridPlaceholder count={Math.min(products.length, VIRTUAL_PLACEHOLDER_CARDS)} />
    ),
    ifFailed: (props) => <PlainProductGrid {...props} />,
  },
);

export function ProductGrid({ virtualize, ...props }: ProductGridProps) {
  return (virtualize ?? props.products.length > VIRTUALIZE_ABOVE) ? (
    <VirtualProductGrid {...props} />
  ) : (
    <PlainProductGrid {...props} />
  );
}

/** Every card in the DOM. */
function PlainProductGrid({
  products,
  label,
  stateMode,
  onToggleLike,
  priority = false,
}: Omit<ProductGridProps, 'virtualize'>) {
  const { css } = useCss();
  return (
    <div className={css({ containerType: 'inline-size' })}>
      <ul
        aria-label={label}
        data-testid="product-grid"
        part={part('product-grid')}
        className={css(gridStyle)}
      >
        {products.map((product, position) => (
          <li key={product.id_produit} className={css({ minWidth: 0 })}>
            <ProductCard
              product={product}
              stateMode={stateMode}
              onToggleLike={onToggleLike}
              priority={priority && position < PRIORITY_CARDS}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface ProductGridPlaceholderProps {
  /** Cards the grid will hold: a page's size. */
  count: number;
}

/**
 * The grid's frame while its products load: `count` empty cards in the same columns, as tall
 * as the grid will be, so what follows it does not move when the products arrive.
 */
export function ProductGridPlaceholder({ count }: ProductGridPlaceholderProps) {
  const t = useT();
  const { css } = useCss();
  return (
    <div className={css({ containerType: 'inline-size' })}>
      <ul
        aria-busy="true"
        aria-label={t('common.loading')}
        part={part('product-grid')}
        className={css(gridStyle)}
      >
        {Array.from({ length: count }, (_, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
          <li key={position} className={css({ minWidth: 0 })}>
            <ProductCardPlaceholder />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 2 columns on a phone, up to 6 on a large screen, following the grid's own width. */
const gridStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: `${ROW_GAP}px ${COLUMN_GAP}px`,
  ...containerColumns(GRID_COLUMNS),
};
