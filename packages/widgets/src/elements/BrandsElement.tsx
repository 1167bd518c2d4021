import { Brands } from '../Brands/Brands.js';
import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface BrandsElementProps extends ElementBaseProps {
  /** The search text to start with. */
  search?: string;
}

/** `<vitrine-brands search="gucci">`: the brands directory; each brand link sends `vitrine:navigate`. */
export function BrandsElement({ search, ...root }: BrandsElementProps) {
  return (
    <ElementRoot {...root}>
      {/* A new search attribute starts the directory over with it. */}
      <Brands key={search ?? ''} defaultSearch={search} />
    </ElementRoot>
  );
}
