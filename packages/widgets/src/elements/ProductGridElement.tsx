import { CatalogGrid, type CatalogList } from '../ProductGrid/CatalogGrid.js';
import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface ProductGridElementProps extends ElementBaseProps {
  /** new-arrivals (default), best-sellers or all. */
  list?: string;
  limit?: number;
}

/** `<vitrine-product-grid list="best-sellers" limit="12">` */
export function ProductGridElement({ list, limit, ...root }: ProductGridElementProps) {
  return (
    <ElementRoot {...root}>
      <CatalogGrid list={list as CatalogList | undefined} limit={limit} />
    </ElementRoot>
  );
}
