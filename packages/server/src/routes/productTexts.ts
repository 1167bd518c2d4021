/** A seller's texts of their own listing in another language (ProduitController/set_produit_texte). */
import type { AppContext } from '../context.js';
import { setProductTexts } from '../db/queries/addProduct.js';
import { FROZEN_AFTER_SALE } from '../db/queries/orderArticle.js';
import type { Handlers } from '../http/handler.js';
import { conflict, forbidden, notFound } from '../http/httpError.js';

export function productTextHandlers({ db }: AppContext) {
  return {
    setProduitTexte: async ({ input, user }) => {
      const outcome = await db.transaction((tx) => setProductTexts(tx, user.id_user, input));
      if ('refused' in outcome) {
        switch (outcome.refused) {
          case 'missing':
            throw notFound(`No product with the id ${input.id_produit}.`);
          case 'not-yours':
            throw forbidden('Only the seller of a product sets its texts.');
          case 'original':
            throw conflict(
              `langue: this listing is written in '${outcome.original}'; its texts in that language are the listing itself.`,
            );
          case 'sold':
            throw conflict(`This listing's texts cannot be changed now: ${FROZEN_AFTER_SALE}`);
        }
      }
      return { data: { id_produit: input.id_produit, langue: input.langue } };
    },
  } satisfies Partial<Handlers>;
}
