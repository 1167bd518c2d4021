/**
 * Liking products from any list: a signed-in user's heart toggles the favourite on the server
 * and the list shows the new state at once, without reading the list again. A visitor gets no
 * toggle, so cards lead to the login page instead (spec §6).
 */
import type { Product, Result } from '@vitrine/sdk-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useVitrine } from '../provider.js';
import { useSnackbar } from '../ui/Snackbars.js';
import { useSession } from './useSession.js';

export interface Likes {
  /** Whether a product is liked: the last toggle's answer, else what the server sent with it. */
  isLiked(idProduit: number, fromServer: boolean): boolean;
  /** The products with their current like state. */
  apply(products: readonly Product[]): Product[];
  /** Toggles a like; undefined for a visitor. */
  toggle: ((idProduit: number) => Promise<Result<{ is_liked: boolean }> | undefined>) | undefined;
  /** The card's callback: undefined for a visitor. */
  onToggleLike: ((product: Product) => void) | undefined;
}

export function useLikes(): Likes {
  const client = useVitrine();
  const session = useSession();
  const snackbar = useSnackbar();
  const [overrides, setOverrides] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  // A second press while the first is on its way would undo it: ignore it.
  const pending = useRef(new Set<number>());
  const userId = session?.id_user ?? null;

  // Another user (or a visitor) has other favourites: forget what the last one toggled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the user changes.
  useEffect(() => {
    setOverrides(new Map());
  }, [userId]);

  const toggle = useCallback(
    async (idProduit: number) => {
      if (pending.current.has(idProduit)) return undefined;
      pending.current.add(idProduit);
      try {
        const result = await client.favourites.toggle(idProduit);
        if (result.error) snackbar(result.error.message, 'error');
        else {
          const liked = result.data.is_liked;
          setOverrides((current) => new Map(current).set(idProduit, liked));
        }
        return result;
      } finally {
        pending.current.delete(idProduit);
      }
    },
    [client, snackbar],
  );

  const isLiked = (idProduit: number, fromServer: boolean) => overrides.get(idProduit) ?? fromServer;
  return {
    isLiked,
    apply: (products) =>
      products.map((product) =>
        overrides.has(product.id_produit)
          ? { ...product, is_liked: overrides.get(product.id_produit) as boolean }
          : product,
      ),
    toggle: userId === null ? undefined : toggle,
    onToggleLike: userId === null ? undefined : (product) => void toggle(product.id_produit),
  };
}
