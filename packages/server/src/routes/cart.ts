import { DEFAULT_LANGUAGE } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { addCartLine, findCartCandidate, listCartLines, removeCartLine } from '../db/queries/cart.js';
import { productExists } from '../db/queries/products.js';
import type { Handlers } from '../http/handler.js';
import { conflict, forbidden, notFound } from '../http/httpError.js';

export function cartHandlers({ db, now }: AppContext) {
  return {
    listPanier: async ({ input, user }) => ({
      data: await listCartLines(db, user.id_user, input.langue ?? DEFAULT_LANGUAGE, now()),
    }),

    addPanier: async ({ input, user }) => {
      const item = await findCartCandidate(db, input.id_sous_produit, user.id_user, now());
      // A variant of another product is as unknown as a missing one: the pair names no item.
      if (!item || item.id_produit !== input.id_produit) {
        throw notFound(
          (await productExists(db, input.id_produit))
            ? `Product ${input.id_produit} has no item ${input.id_sous_produit}.`
            : `No product with the id ${input.id_produit}.`,
        );
      }
      if (item.id_vendeur === user.id_user) throw forbidden('You cannot buy your own item.');
      // A listing staff have not verified (yet) is shown to no buyer, as its page is not.
      if (!item.verifie) throw notFound(`No product with the id ${input.id_produit}.`);
      if (item.etat === 'Vendu') throw conflict('This item has just been sold.');
      if (item.reserved_until) {
        throw conflict('Another buyer is paying for this item right now. Try again in a few minutes.', {
          reserved_until: item.reserved_until,
        });
      }
      await addCartLine(db, user.id_user, input.id_produit, input.id_sous_produit);
      return { success: true };
    },

    // Removing a line that is not there succeeds: the caller's wish (no such line) holds either way.
    deletePanierItem: async ({ input, user }) => {
      await removeCartLine(db, user.id_user, input.id_produit, input.id_sous_produit);
      return { success: true };
    },
  } satisfies Partial<Handlers>;
}
