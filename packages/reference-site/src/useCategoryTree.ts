import type { CategoryNode, VitrineClient } from '@vitrine/sdk-core';
import { useRemote, useVitrine } from '@vitrine/widgets';

/** The category tree genre → mère → fils, read once per client (it changes rarely). */
const read = new WeakMap<VitrineClient, Promise<CategoryNode[]>>();

export interface CategoryTree {
  /** The genres, each with its mères and fils; empty until read (or when it could not be). */
  nodes: CategoryNode[];
  /** Whether the tree has been read, or could not be: what shows now is what will stay. */
  settled: boolean;
}

export function useCategoryTree(): CategoryTree {
  const client = useVitrine();
  const tree = useRemote(
    async () => {
      let nodes = read.get(client);
      if (!nodes) {
        nodes = client.catalog.categories().then((result) => result.data?.data ?? []);
        read.set(client, nodes);
      }
      const tree = await nodes;
      if (tree.length === 0) read.delete(client);
      return { data: tree };
    },
    [client],
    // The same read as the list's filter panel (useFilterOptions): one copy in a page's snapshot.
    'catalog.categories',
  );
  return { nodes: tree.data ?? [], settled: tree.status !== 'loading' };
}
