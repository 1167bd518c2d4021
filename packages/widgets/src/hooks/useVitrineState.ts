import type { VitrineState } from '@vitrine/sdk-core';
import { useSyncExternalStore } from 'react';
import { useVitrine } from '../provider.js';

/** A slice of the client's shared state; the component re-renders when that slice changes. */
export function useVitrineState<T>(selector: (state: VitrineState) => T): T {
  const { store } = useVitrine();
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
