/** Sellers (spec §7 ProfileController, LangueParleController, LangueProfileController). */
import { sellerEndpoints } from '@vitrine/contract';
import type { PageOptions } from './catalog.js';
import type { ClientCore } from './core.js';

export interface SellerFilters {
  /** A country's alpha-2. */
  alpha2?: string;
  /** A spoken language's id. */
  id_langue?: number;
}

export function createSellers({ http }: ClientCore) {
  return {
    /** Newly joined sellers, newest first. */
    newest: ({ signal, ...page }: PageOptions = {}) =>
      http.call(sellerEndpoints.listNewSellers, { id_user: 0, type: 'web', ...page }, { signal }),
    /** The sellers directory, filtered by country and spoken language. */
    list: (filters: SellerFilters = {}, { signal, ...page }: PageOptions = {}) =>
      http.call(sellerEndpoints.listAllVendeurs, { ...filters, ...page }, { signal }),
    /** A seller's public card. */
    get: (idVendeur: number) => http.call(sellerEndpoints.getVendeur, { id_vendeur: idVendeur }),
    /** Languages sellers may speak. */
    spokenLanguages: () => http.call(sellerEndpoints.listLangueVendeur),
    /** A seller's languages with their texts (the default one first). */
    languagesOf: (idUser: number) => http.call(sellerEndpoints.getLanguesByProfile, { id_user: idUser }),
  };
}

export type Sellers = ReturnType<typeof createSellers>;
