/** What every area of the client is built from. */
import type { Emitter, VitrineEvents } from './events.js';
import type { HttpClient } from './http/httpClient.js';
import type { StorageLike } from './storage.js';
import type { VitrineStore } from './store.js';

export interface ClientCore {
  http: HttpClient;
  store: VitrineStore;
  storage: StorageLike | null;
  events: Emitter<VitrineEvents>;
  /** The current time (forms compute the sign-up age window with it). */
  now: () => Date;
}

/** The signed-in user's id, or null for a visitor. */
export function currentUserId(core: ClientCore): number | null {
  return core.store.getState().user?.id_user ?? null;
}
