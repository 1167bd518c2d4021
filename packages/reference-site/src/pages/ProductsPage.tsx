/**
 * The product list at `new-shopping[/genre[/mere[/fils]]]?id_marque&id_couleur`: the route holds
 * the category levels and the query the filters, so a filtered list can be shared and reloaded.
 */
import type { ProductFilters } from '@vitrine/sdk-core';
import { ProductList, useT } from '@vitrine/widgets';
import { useParams, useSearchParams } from 'wouter';
import { go } from '../siteNavigation.js';
import { usePageMeta } from '../usePageMeta.js';

const id = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export default function ProductsPage() {
  const t = useT();
  const params = useParams<{ genre?: string; mere?: string; fils?: string }>();
  const [query] = useSearchParams();
  usePageMeta(t('site.titles.products'), t('site.descriptions.products'));
  const filters: ProductFilters = {
    genre: params.genre,
    mere: params.mere,
    fils: params.fils,
    id_marque: id(query.get('id_marque')),
    id_couleur: id(query.get('id_couleur')),
    id_taille: id(query.get('id_taille')),
  };
  return <ProductList filters={filters} onFiltersChange={(next) => go({ to: 'products', ...next })} />;
}
