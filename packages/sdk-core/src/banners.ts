/** Home banners (spec §7 PubliciteController). */
import { endpoints } from '@vitrine/contract';
import type { HttpClient } from './http/httpClient.js';
import { languageId } from './locale.js';
import type { VitrineStore } from './store.js';

export function createBanners(http: HttpClient, store: VitrineStore) {
  return {
    /** The banners of the current interface language. */
    list: () => http.call(endpoints.listPublicite, { langue: languageId(store.getState().language) }),
  };
}

export type Banners = ReturnType<typeof createBanners>;
