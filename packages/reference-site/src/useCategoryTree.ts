import type { CategoryNode } from '@vitrine/sdk-core';
import { useRemote } from '@vitrine/widgets';
import { client } from './client.js';

/** The category tree genre → mère → fils, read once per page load (it changes rarely). */
let cached: Promise<CategoryNode[]> | null = null;

export function useCategoryTree(): CategoryNode[] {
  const tree = useRemote(async () => {
    cached ??= client.catalog.categories().then((result) => result.data?.data ?? []);
    const nodes = await cached;
    if (nodes.length === 0) cached = null;
    return { data: nodes };
  }, []);
  return tree.data ?? [];
}
