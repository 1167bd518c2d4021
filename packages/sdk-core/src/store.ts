/**
 * The shared state of spec §3, one store per client (never per module, so two clients on a page
 * or two server-side renders never share it). Framework-free: React reads it through
 * `useSyncExternalStore` in @vitrine/widgets.
 */
import type { AppLanguageCode, Country, Product } from '@vitrine/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface VitrineState {
  /** The interface language of the chosen country-language. */
  language: AppLanguageCode;
  /** The visitor's country: its currency and rate price every amount. */
  country: Country | null;
  favourites: Product[];
  favouritesCount: number;
  cartCount: number;
}

export type VitrineStore = StoreApi<VitrineState>;

export function createVitrineStore(initial: Partial<VitrineState> = {}): VitrineStore {
  return createStore<VitrineState>(() => ({
    language: 'fr',
    country: null,
    favourites: [],
    favouritesCount: 0,
    cartCount: 0,
    ...initial,
  }));
}

/** A counter badge's text: the number, or '9+' above nine (spec §4). */
export function formatCount(count: number): string {
  return count > 9 ? '9+' : String(Math.max(0, count));
}
