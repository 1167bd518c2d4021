/**
 * A reported problem's two sides (an addition to the spec): read by the order's buyer, its seller
 * and staff; answered by its seller once, within 48 h of the report. Its own area, so the pages
 * that never show a dispute never load it.
 */
import { DISPUTE_ANSWER_PHOTO_FIELDS, type Dispute, orderEndpoints } from '@vitrine/contract';
import type { ClientCore } from './core.js';
import type { Result } from './errors.js';

export function createDisputes(core: ClientCore) {
  const { http } = core;
  return {
    /**
     * The order's dispute: the buyer's reason and photos, the seller's answer and photos, staff's
     * decision and note, the parties' messages; null when no problem was reported on it.
     * 403 for anyone but its buyer, its seller and staff. Photos are read with `orders.photo`.
     */
    async get(idCommande: number): Promise<Result<Dispute | null>> {
      const result = await http.call(orderEndpoints.getDispute, { id_commande: idCommande });
      return result.error ? result : { data: result.data.data };
    },
    /**
     * The order's seller answers its reported problem, with up to 4 photos: once, while it is
     * open and within 48 h of the report (409 otherwise); 403 for anyone else.
     */
    async answer(
      idCommande: number,
      reponse: string,
      photos: readonly Blob[] = [],
    ): Promise<Result<Dispute>> {
      if (photos.length > DISPUTE_ANSWER_PHOTO_FIELDS.length) {
        throw new Error(
          `disputes.answer takes at most ${DISPUTE_ANSWER_PHOTO_FIELDS.length} photos (got ${photos.length}): leave the others out.`,
        );
      }
      const files = Object.fromEntries(
        photos.map((photo, index) => [DISPUTE_ANSWER_PHOTO_FIELDS[index], photo]),
      );
      const result = await http.call(
        orderEndpoints.answerDispute,
        { id_commande: idCommande, reponse },
        { files },
      );
      return result.error ? result : { data: result.data.data };
    },
  };
}

export type Disputes = ReturnType<typeof createDisputes>;
