import { DELIVERY_ADDRESS_FIELDS, type Order } from '@vitrine/contract';
import type { AuthUser } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { lastDeliveryAddress } from '../db/queries/addresses.js';
import { disputeOf } from '../db/queries/disputes.js';
import { orderParties, orderTimeline } from '../db/queries/orderState.js';
import { findOrder, listDisputed, listPurchases, listSales } from '../db/queries/orders.js';
import type { Handlers } from '../http/handler.js';
import { forbidden, notFound } from '../http/httpError.js';
import { answerDispute } from '../orders/disputeAnswers.js';
import { act } from '../orders/lifecycle.js';

/**
 * The order as `user` may read it: the buyer's delivery address is for the buyer and the seller,
 * and for staff only while the order is disputed, when the parcel's fate is what they decide.
 */
function asReadBy(order: Order, user: AuthUser): Order {
  const party = order.id_user === user.id_user || order.id_vendeur === user.id_user;
  if (party || order.etat === 'disputed') return order;
  const kept: Partial<Order> = { ...order };
  for (const field of DELIVERY_ADDRESS_FIELDS) delete kept[field];
  return kept as Order;
}

export function orderHandlers(context: AppContext) {
  const { db } = context;
  return {
    getCommande: async ({ input, user }) => {
      const order = await findOrder(db, input.id_commande, input.langue);
      if (!order) throw notFound(`No order with the id ${input.id_commande}.`);
      // What was paid is the buyer's and the seller's (and staff's, who decide disputes); the
      // address, staff read only on a disputed order.
      if (order.id_user !== user.id_user && order.id_vendeur !== user.id_user && user.role !== 'staff') {
        throw forbidden('This order is between another buyer and seller.');
      }
      return { data: [asReadBy(order, user)] };
    },

    listPurchases: async ({ input, user }) => ({
      data: await listPurchases(db, user.id_user, input),
    }),

    listSales: async ({ input, user }) => ({
      data: await listSales(db, user.id_user, input),
    }),

    getOrderTimeline: async ({ input, user }) => {
      const order = await orderParties(db, input.id_commande);
      if (!order) throw notFound(`No order with the id ${input.id_commande}.`);
      if (order.id_user !== user.id_user && order.id_vendeur !== user.id_user && user.role !== 'staff') {
        throw forbidden('This order is between another buyer and seller.');
      }
      return {
        data: (await orderTimeline(db, input.id_commande)) as NonNullable<
          Awaited<ReturnType<typeof orderTimeline>>
        >,
      };
    },

    listDisputes: async ({ input, user }) => {
      if (user.role !== 'staff') throw forbidden('Only staff decide disputes.');
      return { data: (await listDisputed(db, input)).map((order) => asReadBy(order, user)) };
    },

    acceptOrder: async ({ input, user }) => ({ data: await act(context, user, input.id_commande, 'accept') }),

    declineOrder: async ({ input, user }) => ({
      data: await act(context, user, input.id_commande, 'decline', { note: input.motif }),
    }),

    shipOrder: async ({ input, user }) => ({
      data: await act(context, user, input.id_commande, 'ship', {
        shipping: {
          transporteur: input.transporteur,
          suivi_livraison: input.suivi_livraison,
          lien_suivi: input.lien_suivi,
        },
      }),
    }),

    confirmReception: async ({ input, user }) => ({
      data: await act(context, user, input.id_commande, 'confirmReception'),
    }),

    reportProblem: async ({ input, user, files }) => {
      // The photos in their order, whichever fields were left out.
      const photos = [...files].sort((a, b) => a.field.localeCompare(b.field)).map((file) => file.storedPath);
      try {
        return {
          data: await act(context, user, input.id_commande, 'reportProblem', { note: input.motif, photos }),
        };
      } catch (error) {
        // Refused (not the buyer, not now): the photos it brought are not kept.
        await Promise.all(photos.map((photo) => context.media.discard(photo)));
        throw error;
      }
    },

    decideDispute: async ({ input, user }) => ({
      data: await act(
        context,
        user,
        input.id_commande,
        input.decision === 'refund' ? 'refundDispute' : 'releaseDispute',
        { note: input.note },
      ),
    }),

    getDispute: async ({ input, user }) => {
      const order = await orderParties(db, input.id_commande);
      if (!order) throw notFound(`No order with the id ${input.id_commande}.`);
      if (order.id_user !== user.id_user && order.id_vendeur !== user.id_user && user.role !== 'staff') {
        throw forbidden('This order is between another buyer and seller.');
      }
      return { data: await disputeOf(db, input.id_commande, context.now()) };
    },

    answerDispute: async ({ input, user, files }) => {
      // The photos in their order, whichever fields were left out.
      const photos = [...files].sort((a, b) => a.field.localeCompare(b.field)).map((file) => file.storedPath);
      // Refused (not the seller, not now), the call's photos are discarded as every refused
      // upload's are (http/registerEndpoint.ts).
      return {
        data: await answerDispute(context, user, {
          id_commande: input.id_commande,
          reponse: input.reponse,
          photos,
        }),
      };
    },

    getLastAddress: async ({ user }) => ({ data: await lastDeliveryAddress(db, user.id_user) }),
  } satisfies Partial<Handlers>;
}
