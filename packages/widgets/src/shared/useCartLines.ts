/**
 * The signed-in user's cart lines, read through the SDK and kept current: a removal answers the
 * reloaded cart (spec §4 "Cart line deletion reloads the cart"), which is shown at once, and a
 * change of the cart's size made elsewhere on the page (a product widget adding an item) reads
 * the cart again, as does a change of language. The cart page and the checkout summary share it.
 */
import type { CartItem, CartLine, Result, SdkError } from '@vitrine/sdk-core';
import { useEffect, useRef, useState } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';

export interface CartLines {
  /** 'loading' only until the first read: a later read keeps showing the lines it replaces. */
  status: 'loading' | 'ready' | 'error';
  /** The lines as last read; empty until then. */
  lines: CartLine[];
  /** A newer read is under way. */
  refreshing: boolean;
  error?: SdkError;
  /** Reads the cart again. */
  reload(): void;
  /** Removes a line; on success the lines shown are the reloaded cart. */
  remove(item: CartItem): Promise<Result<CartLine[]>>;
}

export function useCartLines(): CartLines {
  const client = useVitrine();
  const userId = useVitrineState((state) => state.user?.id_user ?? null);
  const cartCount = useVitrineState((state) => state.cartCount);
  // Model names and colours come in the language asked: read again when it changes.
  const language = useVitrineState((state) => state.language);
  const remote = useRemote(() => client.cart.list(), [client, userId, language]);
  // The cart a removal answered, valid as long as no newer read replaced what it was based on.
  const [answered, setAnswered] = useState<{ base: CartLine[] | undefined; lines: CartLine[] } | null>(null);
  const read = answered && answered.base === remote.data ? answered.lines : remote.data;
  // While the cart is read again, the lines stay on screen (and the forms around them mounted).
  const previous = useRef<{ userId: number | null; lines: CartLine[] } | null>(null);
  if (read) previous.current = { userId, lines: read };
  const kept =
    remote.status === 'loading' && previous.current?.userId === userId ? previous.current.lines : undefined;
  const lines = read ?? kept;
  const status = kept ? 'ready' : remote.status;
  // A removal changes the count before its answer arrives: that change is ours, not news.
  const removing = useRef(0);

  const shownCount = read?.length;
  const { reload } = remote;
  useEffect(() => {
    if (removing.current === 0 && shownCount !== undefined && cartCount !== shownCount) reload();
  }, [cartCount, shownCount, reload]);

  const base = remote.data;
  return {
    status,
    lines: lines ?? [],
    refreshing: kept !== undefined,
    error: remote.error,
    reload: remote.reload,
    async remove(item) {
      removing.current += 1;
      try {
        const result = await client.cart.remove(item);
        if (result.data) setAnswered({ base, lines: result.data });
        return result;
      } finally {
        removing.current -= 1;
      }
    },
  };
}
