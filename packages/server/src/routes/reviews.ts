/** Buyers' reviews of sellers (AvisController/*). */
import type { AppContext } from '../context.js';
import { addReview, listSellerReviews, type ReviewRefusal, reviewOfOrder } from '../db/queries/reviews.js';
import type { Handlers } from '../http/handler.js';
import { conflict, forbidden, notFound } from '../http/httpError.js';
import { mailNewReview } from '../notifications/activityMails.js';

function refusal({ refused }: ReviewRefusal, orderId: number): Error {
  switch (refused) {
    case 'missing':
      return notFound(`No order with the id ${orderId}.`);
    case 'not-buyer':
      return forbidden('Only the buyer of an order reviews its seller.');
    case 'not-party':
      return forbidden('This order is between another buyer and seller.');
    case 'not-completed':
      return conflict('An order is reviewed once it is completed.');
    case 'reviewed':
      return conflict('This order was already reviewed.');
  }
}

export function reviewHandlers(context: AppContext) {
  const { db, now } = context;
  return {
    listAvisVendeur: async ({ input }) => ({
      data: await listSellerReviews(db, input.id_vendeur, input.langue, input.page, input.limit),
    }),
    getAvisCommande: async ({ input, user }) => {
      const outcome = await reviewOfOrder(db, user.id_user, input.id_commande, input.langue);
      if (outcome && 'refused' in outcome) throw refusal(outcome, input.id_commande);
      return { data: outcome };
    },
    addAvis: async ({ input, user }) => {
      const outcome = await db.transaction((tx) => addReview(tx, user.id_user, input, now()));
      if ('refused' in outcome) throw refusal(outcome, input.id_commande);
      // After the commit: the seller is told of a review that is there to read.
      mailNewReview(context, outcome);
      return { data: outcome };
    },
  } satisfies Partial<Handlers>;
}
