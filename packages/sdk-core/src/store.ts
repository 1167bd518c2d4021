/**
 * The shared state of spec §3, one store per client (never per module, so two clients on a page
 * or two server-side renders never share it). Framework-free: React reads it through
 * `useSyncExternalStore` in @vitrine/widgets.
 */
import type {
  AppLanguageCode,
  Conversation,
  Country,
  Favourite,
  Session,
  UserDetail,
  Waiting,
} from '@vitrine/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface VitrineState {
  /** The interface language of the chosen country-language. */
  language: AppLanguageCode;
  /** The visitor's country: its currency and rate price every amount. */
  country: Country | null;
  /** The signed-in user's session, as kept under `ky_user`; null for a visitor. */
  user: Session | null;
  /** The signed-in user's profile, once read. */
  userDetail: UserDetail | null;
  favourites: Favourite[];
  favouritesCount: number;
  cartCount: number;
  /** The conversation list, as the last read answered it. */
  messages: Conversation[] | null;
  /** Whether the live connection is up. */
  connected: boolean;
  /**
   * What waits for the signed-in user (orders to move, unread messages) while something watches
   * it (`watchWaiting(client)`), which keeps it current; null otherwise, and until first read.
   */
  waiting: Waiting | null;
}

export type VitrineStore = StoreApi<VitrineState>;

/** What a signed-out client holds: the counters at 0 (spec §4). */
export const SIGNED_OUT: Pick<
  VitrineState,
  | 'user'
  | 'userDetail'
  | 'favourites'
  | 'favouritesCount'
  | 'cartCount'
  | 'messages'
  | 'connected'
  | 'waiting'
> = {
  user: null,
  userDetail: null,
  favourites: [],
  favouritesCount: 0,
  cartCount: 0,
  messages: null,
  connected: false,
  waiting: null,
};

export function createVitrineStore(initial: Partial<VitrineState> = {}): VitrineStore {
  return createStore<VitrineState>(() => ({
    language: 'fr',
    country: null,
    ...SIGNED_OUT,
    ...initial,
  }));
}

/** A counter badge's text: the number, or '9+' above nine (spec §4). */
export function formatCount(count: number): string {
  return count > 9 ? '9+' : String(Math.max(0, count));
}

/** The account entry's text: the status without its 'Welcome ' prefix, or 'Compte' (spec §2). */
export function accountLabel(user: Pick<Session, 'status'> | null, fallback = 'Compte'): string {
  const text = user?.status?.replace(/^Welcome /, '').trim();
  return text || fallback;
}
