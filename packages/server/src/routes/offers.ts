import { DEFAULT_LANGUAGE } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { floorsOf, offersWhere, setFloor } from '../db/queries/offers.js';
import type { Handlers } from '../http/handler.js';
import { forbidden, notFound } from '../http/httpError.js';
import { acceptOffer, counterOffer, declineOffer, makeOffer, offerToLikers } from '../offers/offerMoves.js';

export function offerHandlers(context: AppContext) {
  const { db } = context;
  return {
    makeOffer: async ({ input, user }) => ({ data: await makeOffer(context, user, input) }),
    counterOffer: async ({ input, user }) => ({ data: await counterOffer(context, user, input) }),
    acceptOffer: async ({ input, user }) => ({ data: await acceptOffer(context, user, input.id_offre) }),
    declineOffer: async ({ input, user }) => ({ data: await declineOffer(context, user, input.id_offre) }),
    listOffers: async ({ input, user }) => {
      const language = input.langue ?? DEFAULT_LANGUAGE;
      const [sent, received] = await Promise.all([
        offersWhere(db, 'o.id_user = $1', user.id_user, language),
        offersWhere(db, 'o.id_vendeur = $1', user.id_user, language),
      ]);
      return { data: { sent, received } };
    },
    listOfferFloors: async ({ user }) => ({ data: await floorsOf(db, user.id_user) }),
    setOfferFloor: async ({ input, user }) => {
      const [product] = await db.query<{ id_vendeur: number }>(
        'SELECT id_vendeur FROM produit WHERE id_produit = $1',
        [input.id_produit],
      );
      if (!product) throw notFound(`No product with the id ${input.id_produit}.`);
      if (product.id_vendeur !== user.id_user)
        throw forbidden('Only the seller of a listing sets its floor.');
      await setFloor(db, input.id_produit, user.id_user, input.plancher);
      return { data: { id_produit: input.id_produit, plancher: input.plancher } };
    },
    offerToLikers: async ({ input, user }) => ({ data: await offerToLikers(context, user, input) }),
  } satisfies Partial<Handlers>;
}
