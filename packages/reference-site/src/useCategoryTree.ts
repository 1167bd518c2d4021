import type { CategoryNode } from '@vitrine/sdk-core';
import { useRemote } from '@vitrine/widgets';
import { client } from './client.js';

/** The category tree genre → mère → fils, read once per page load (it changes rarely). */
let cached: Promise<CategoryNode[]> | null = null;

export interface CategoryTree {
  /** The genres, each with its mères and fils; empty until read (or when it could not be). */
  nodes: CategoryNode[];
  /** Whether the tree has been read, or could not be: what shows now is what will stay. */
  settled: boolean;
}

export function useCategoryTree(): CategoryTree {
  const tree = useRemote(async () => {
    cached ??= client.catalog.categories().then((result) => result.data?.data ?? []);
    const nodes = await cached;
    if (nodes.length === 0) cached = null;
    return { data: nodes };
  }, []);
  return { nodes: tree.data ?? [], settled: tree.status !== 'loading' };
}
