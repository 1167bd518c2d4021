import type { SellerFilters } from '@vitrine/sdk-core';
import { useEffect, useState } from 'react';
import { Sellers } from '../Sellers/Sellers.js';
import { dispatchFromHost, type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface SellersElementProps extends ElementBaseProps {
  /** Alpha-2 of the country whose sellers to show (not the shopper's country: that is `country`). */
  sellerCountry?: string;
  /** Id of a spoken language (LangueParleController/list_langue_vendeur). */
  sellerLanguage?: number;
}

/**
 * `<vitrine-sellers seller-country="IT" seller-language="3">`: the sellers directory. Filters
 * start from the attributes and follow them; each change the shopper makes is sent as a
 * `vitrine:sellers-filter` event (`detail: { alpha2?, id_langue? }`) so the page can keep it
 * in its URL.
 */
export function SellersElement({ sellerCountry, sellerLanguage, ...root }: SellersElementProps) {
  const [filters, setFilters] = useState<SellerFilters>({ alpha2: sellerCountry, id_langue: sellerLanguage });
  useEffect(() => {
    setFilters({ alpha2: sellerCountry, id_langue: sellerLanguage });
  }, [sellerCountry, sellerLanguage]);
  return (
    <ElementRoot {...root}>
      <Sellers
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          dispatchFromHost(root.container, 'vitrine:sellers-filter', next);
        }}
      />
    </ElementRoot>
  );
}
