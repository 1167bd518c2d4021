/** What the filter panel offers, read once per list: the category tree, brands, sizes and colours having products. */
import type { Brand, CategoryNode, ColourOption, Result, SizeOption } from '@vitrine/sdk-core';
import { type Remote, useRemote } from '../hooks/useRemote.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';

export interface FilterOptions {
  categories: Remote<CategoryNode[]>;
  brands: Remote<Brand[]>;
  sizes: Remote<SizeOption[]>;
  colours: Remote<ColourOption[]>;
}

/** The rows of a `{ data: [...] }` answer. */
async function rows<T>(read: Promise<Result<{ data: T[] }>>): Promise<Result<T[]>> {
  const result = await read;
  return result.error ? result : { data: result.data.data };
}

export function useFilterOptions(): FilterOptions {
  const client = useVitrine();
  const language = useVitrineState((state) => state.language);
  return {
    categories: useRemote(() => rows(client.catalog.categories()), [client], 'catalog/categories'),
    brands: useRemote(
      () => rows(client.catalog.brandsWithProducts()),
      [client],
      'catalog/brandsWithProducts',
    ),
    sizes: useRemote(() => rows(client.catalog.sizes()), [client], 'catalog/sizes'),
    // Colour names are localised.
    colours: useRemote(() => rows(client.catalog.colours()), [client, language], 'catalog/colours'),
  };
}
