import type { ProductFilters } from '@vitrine/sdk-core';
import { CatalogGrid, type CatalogList } from '../ProductGrid/CatalogGrid.js';
import { parseCategoryPath } from '../ProductGrid/categoryPath.js';
import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface ProductGridElementProps extends ElementBaseProps {
  /**
   * new-arrivals, best-sellers or all.
   * @default new-arrivals
   */
  list?: string;
  /**
   * How many products to show.
   * @default 24
   */
  limit?: number;
  /** A search text: the grid shows what it finds. */
  query?: string;
  /** A brand's id (`id_marque`). */
  brand?: number;
  /** A colour's id (`id_couleur`). */
  colour?: number;
  /** A category path: `genre`, `genre/mere` or `genre/mere/fils`, e.g. `femme/sacs/cabas`. */
  category?: string;
  /** A seller's id (`id_vendeur`): the grid shows that seller's products. */
  seller?: number;
}

/**
 * `<vitrine-product-grid list="best-sellers" limit="12">`, or narrowed:
 * `<vitrine-product-grid query="hermes">`, `<vitrine-product-grid brand="23" colour="1" category="femme/sacs">`,
 * `<vitrine-product-grid seller="17">`.
 */
export function ProductGridElement({
  list,
  limit,
  query,
  brand,
  colour,
  category,
  seller,
  ...root
}: ProductGridElementProps) {
  const filters: ProductFilters = { ...parseCategoryPath(category), id_marque: brand, id_couleur: colour };
  return (
    <ElementRoot {...root}>
      <CatalogGrid
        list={list as CatalogList | undefined}
        limit={limit}
        query={query}
        filters={filters}
        seller={seller}
      />
    </ElementRoot>
  );
}
