/** Staff's listing checks (ProduitController/list_a_verifier, verifier_produit). */
import type { AppContext } from '../context.js';
import { decideListing, isUndecided, listListingsToVerify } from '../db/queries/staff.js';
import type { Handlers } from '../http/handler.js';
import { conflict, forbidden, notFound } from '../http/httpError.js';
import { endListingPayments } from '../payments/listingPayments.js';

export function staffHandlers(context: AppContext) {
  const { db, now } = context;
  return {
    listListingsToVerify: async ({ input, user }) => {
      if (user.role !== 'staff') throw forbidden('Only staff verify listings.');
      return { data: await listListingsToVerify(db, input.page, input.limit) };
    },
    decideListing: async ({ input, user }) => {
      if (user.role !== 'staff') throw forbidden('Only staff verify listings.');
      // A refusal first ends the listing's payments under way, so none completes after it.
      if (input.decision === 'refuse' && (await isUndecided(db, input.id_produit))) {
        await endListingPayments(context, input.id_produit, 'all');
      }
      const outcome = await db.transaction((tx) =>
        decideListing(tx, user.id_user, input.id_produit, input.decision, input.motif ?? null, now()),
      );
      if ('refused' in outcome) {
        throw outcome.refused === 'missing'
          ? notFound(`No product with the id ${input.id_produit}.`)
          : conflict('This listing was already verified or refused.');
      }
      return { data: outcome };
    },
  } satisfies Partial<Handlers>;
}
