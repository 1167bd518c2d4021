import type { CategoryNode, Result, VitrineClient } from '@vitrine/sdk-core';
import { useRemote, useVitrine } from '@vitrine/widgets';

/** The category tree genre → mère → fils, read once per client (it changes rarely); again after a failure. */
const read = new WeakMap<VitrineClient, Promise<Result<CategoryNode[]>>>();

export interface CategoryTree {
  /** The genres, each with its mères and fils; empty until read (or when it could not be). */
  nodes: CategoryNode[];
  /** Whether the tree has been read, or could not be: what shows now is what will stay. */
  settled: boolean;
}

export function useCategoryTree(): CategoryTree {
  const client = useVitrine();
  const tree = useRemote(
    async (): Promise<Result<CategoryNode[]>> => {
      let tree = read.get(client);
      if (!tree) {
        tree = client.catalog
          .categories()
          .then((result) => (result.error ? result : { data: result.data.data }));
        read.set(client, tree);
      }
      const result = await tree;
      if (result.error) read.delete(client);
      return result;
    },
    [client],
    // The same read as the list's filter panel (useFilterOptions): one copy in a page's snapshot.
    'catalog/categories',
  );
  return { nodes: tree.data ?? [], settled: tree.status !== 'loading' };
}
