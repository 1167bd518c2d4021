/** Buyers' reviews of sellers (an addition to the spec). */
import { type Review, reviewEndpoints, type SellerReviews } from '@vitrine/contract';
import type { ClientCore } from './core.js';
import type { Result } from './errors.js';

export function createReviews(core: ClientCore) {
  const { http } = core;
  return {
    /** A seller's reviews, newest first, with the average and count of all of them. */
    async ofSeller(
      idVendeur: number,
      page: { page?: number; limit?: number } = {},
    ): Promise<Result<SellerReviews>> {
      const result = await http.call(reviewEndpoints.listAvisVendeur, {
        id_vendeur: idVendeur,
        langue: core.store.getState().language,
        ...page,
      });
      return result.error ? result : { data: result.data.data };
    },
    /** The review of an order (null while none), for its buyer or seller. */
    async ofOrder(idCommande: number): Promise<Result<Review | null>> {
      const result = await http.call(reviewEndpoints.getAvisCommande, {
        id_commande: idCommande,
        langue: core.store.getState().language,
      });
      return result.error ? result : { data: result.data.data };
    },
    /** The buyer reviews the seller of a completed order: 409 before completion or a second time. */
    async add(idCommande: number, note: number, commentaire: string): Promise<Result<Review>> {
      const result = await http.call(reviewEndpoints.addAvis, { id_commande: idCommande, note, commentaire });
      return result.error ? result : { data: result.data.data };
    },
  };
}

export type ReviewsArea = ReturnType<typeof createReviews>;
