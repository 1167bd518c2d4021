/** A seller's own listings: the list with statuses, corrections, withdrawal (ProduitController/*_mon_produit). */
import type { AppContext } from '../context.js';
import {
  listSellerProducts,
  type SellerProductRefusal,
  sellerOfProduct,
  updateSellerProduct,
  withdrawSellerProduct,
} from '../db/queries/sellerProducts.js';
import type { Handlers } from '../http/handler.js';
import { badRequest, conflict, forbidden, notFound } from '../http/httpError.js';
import { endListingPayments } from '../payments/listingPayments.js';

/** The HTTP answer of a refused change of product `id`. */
function refusal(outcome: SellerProductRefusal, id: number): Error {
  switch (outcome.refused) {
    case 'missing':
      return notFound(`No product with the id ${id}.`);
    case 'not-yours':
      return forbidden('Only the seller of a product changes it.');
    case 'currency':
      return badRequest(`prix_unitaire: whole ${outcome.currency} only: this currency has no decimals.`);
    case 'conflict':
      return conflict(`This listing cannot be changed now: ${outcome.why}`);
  }
}

export function sellerProductHandlers(context: AppContext) {
  const { db, now } = context;
  /**
   * Before a withdrawal or a new price: the listing's payments whose hold expired are ended at the
   * provider (a hold still running refuses the change anyway). Only for the listing's seller.
   */
  const endExpiredPayments = async (idUser: number, idProduit: number) => {
    const seller = await sellerOfProduct(db, idProduit);
    if (seller === undefined) throw notFound(`No product with the id ${idProduit}.`);
    if (seller !== idUser) throw forbidden('Only the seller of a product changes it.');
    await endListingPayments(context, idProduit, 'expired');
  };
  return {
    listMesProduits: async ({ input, user }) => ({
      data: await listSellerProducts(db, user.id_user, now(), input.page, input.limit),
    }),
    updateMonProduit: async ({ input, user }) => {
      if (input.prix_unitaire !== undefined) await endExpiredPayments(user.id_user, input.id_produit);
      const outcome = await db.transaction((tx) =>
        updateSellerProduct(
          tx,
          user.id_user,
          input.id_produit,
          { prix_unitaire: input.prix_unitaire, description: input.description },
          now(),
        ),
      );
      if ('refused' in outcome) throw refusal(outcome, input.id_produit);
      return { data: outcome };
    },
    retirerProduit: async ({ input, user }) => {
      await endExpiredPayments(user.id_user, input.id_produit);
      const outcome = await db.transaction((tx) =>
        withdrawSellerProduct(tx, user.id_user, input.id_produit, now()),
      );
      if ('refused' in outcome) throw refusal(outcome, input.id_produit);
      return { data: outcome };
    },
  } satisfies Partial<Handlers>;
}
