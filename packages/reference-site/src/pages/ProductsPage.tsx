/**
 * The product list at `new-shopping[/genre[/mere[/fils]]]?id_marque&id_couleur`: the route holds
 * the category levels and the query the filters, so a filtered list can be shared and reloaded.
 */
import type { Brand, CategoryNode, ProductFilters, Result } from '@vitrine/sdk-core';
import { ProductList, useRemote, useT, useVitrine, useVitrineState } from '@vitrine/widgets';
import { useParams, useSearchParams } from 'wouter';
import { go } from '../siteNavigation.js';
import { useCategoryTree } from '../useCategoryTree.js';
import { usePageMeta } from '../usePageMeta.js';

const id = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export default function ProductsPage() {
  const t = useT();
  const params = useParams<{ genre?: string; mere?: string; fils?: string }>();
  const [query] = useSearchParams();
  const filters: ProductFilters = {
    genre: params.genre,
    mere: params.mere,
    fils: params.fils,
    id_marque: id(query.get('id_marque')),
    id_couleur: id(query.get('id_couleur')),
    id_taille: id(query.get('id_taille')),
  };
  usePageMeta(useListTitle(filters) || t('site.titles.products'), t('site.descriptions.products'));
  return <ProductList filters={filters} onFiltersChange={(next) => go({ to: 'products', ...next })} />;
}

/** The list's title: the brand and the deepest category chosen, in the page's language ("Gucci · Bags"). */
function useListTitle(filters: ProductFilters): string {
  const client = useVitrine();
  const language = useVitrineState((state) => state.language);
  const { nodes } = useCategoryTree();
  const brandId = filters.id_marque;
  // The same read as the list's brand filter: one request, and one copy in a page's snapshot.
  const brands = useRemote(
    async (): Promise<Result<Brand[]>> => {
      const result = await client.catalog.brandsWithProducts();
      return result.error ? result : { data: result.data.data };
    },
    [client],
    'catalog/brandsWithProducts',
  );
  const brand = brands.data?.find((row) => row.id_marque === brandId)?.nom_marque;
  let level: CategoryNode[] = nodes;
  let category: CategoryNode | undefined;
  for (const slug of [filters.genre, filters.mere, filters.fils]) {
    const node = slug ? level.find((candidate) => candidate.slug === slug) : undefined;
    if (!node) break;
    category = node;
    level = node.children;
  }
  const categoryName =
    category && (category[`nom_${language === 'en' ? 'uk' : language}`] || category.nom_fr);
  return [brand, categoryName].filter(Boolean).join(' · ');
}
