/** Sellers (spec §7 ProfileController and the new-sellers call). */
import { endpoints } from '@vitrine/contract';
import type { PageOptions } from './catalog.js';
import type { HttpClient } from './http/httpClient.js';

export function createSellers(http: HttpClient) {
  return {
    /** Newly joined sellers, newest first. */
    newest: ({ signal, ...page }: PageOptions = {}) =>
      http.call(endpoints.listNewSellers, { id_user: 0, type: 'web', ...page }, { signal }),
  };
}

export type Sellers = ReturnType<typeof createSellers>;
