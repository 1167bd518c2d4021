/** Home banners (spec §7 PubliciteController). */
import { bannerEndpoints } from '@vitrine/contract';
import type { ClientCore } from './core.js';
import { languageId } from './locale.js';

export function createBanners({ http, store }: ClientCore) {
  return {
    /** The banners of the current interface language. */
    list: () => http.call(bannerEndpoints.listPublicite, { langue: languageId(store.getState().language) }),
  };
}

export type Banners = ReturnType<typeof createBanners>;
