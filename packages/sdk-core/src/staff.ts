/** Staff's listing checks (an addition to the spec); disputes are in the orders area. */
import { type ListingDecisionResult, type ListingToVerify, staffEndpoints } from '@vitrine/contract';
import type { ClientCore } from './core.js';
import type { Result } from './errors.js';

export function createStaff(core: ClientCore) {
  const { http } = core;
  return {
    /** Listings neither verified nor refused, oldest first; 403 unless the caller is staff. */
    async listingsToVerify(page: { page?: number; limit?: number } = {}): Promise<Result<ListingToVerify[]>> {
      const result = await http.call(staffEndpoints.listListingsToVerify, page);
      return result.error ? result : { data: result.data.data };
    },
    /** Verifies a listing as it now reads: it goes on sale, shown as authentic. */
    async verifyListing(idProduit: number): Promise<Result<ListingDecisionResult>> {
      const result = await http.call(staffEndpoints.decideListing, {
        id_produit: idProduit,
        decision: 'verify',
      });
      return result.error ? result : { data: result.data.data };
    },
    /** Refuses a listing with a reason its seller reads: it never goes on sale. */
    async refuseListing(idProduit: number, motif: string): Promise<Result<ListingDecisionResult>> {
      const result = await http.call(staffEndpoints.decideListing, {
        id_produit: idProduit,
        decision: 'refuse',
        motif,
      });
      return result.error ? result : { data: result.data.data };
    },
  };
}

export type StaffArea = ReturnType<typeof createStaff>;
