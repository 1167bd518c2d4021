import type { AppContext } from '../context.js';
import { lastDeliveryAddress, saveDeliveryAddress } from '../db/queries/addresses.js';
import { findOrder, listPurchases, listSales } from '../db/queries/orders.js';
import type { Handlers } from '../http/handler.js';
import { badRequest, forbidden, notFound } from '../http/httpError.js';

export function orderHandlers({ db }: AppContext) {
  return {
    getCommande: async ({ input, user }) => {
      const order = await findOrder(db, input.id_commande);
      if (!order) throw notFound(`No order with the id ${input.id_commande}.`);
      // The buyer's address and what was paid are theirs and the seller's only.
      if (order.id_user !== user.id_user && order.id_vendeur !== user.id_user) {
        throw forbidden('This order is between another buyer and seller.');
      }
      return { data: [order] };
    },

    listPurchases: async ({ input, user }) => ({
      data: await listPurchases(db, user.id_user, input),
    }),

    listSales: async ({ input, user }) => ({
      data: await listSales(db, user.id_user, input),
    }),

    getLastAddress: async ({ user }) => ({ data: await lastDeliveryAddress(db, user.id_user) }),

    saveAddress: async ({ input, user }) => {
      const saved = await saveDeliveryAddress(db, user.id_user, {
        ...input,
        // An optional first name left blank is no first name.
        prenom: input.prenom?.trim() || null,
      });
      if (!saved) throw badRequest(`pays: no country with the code ${input.pays.toUpperCase()}.`);
      return { data: saved };
    },
  } satisfies Partial<Handlers>;
}
