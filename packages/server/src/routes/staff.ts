/** Staff's listing checks (ProduitController/list_a_verifier, verifier_produit). */
import { alertAfterVerification } from '../alerts/listingAlerts.js';
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
    decideListing: async ({ input, user, request }) => {
      if (user.role !== 'staff') throw forbidden('Only staff verify listings.');
      // A refusal first ends the listing's payments under way, so none completes after it.
      if (input.decision === 'refuse' && (await isUndecided(db, input.id_produit))) {
        await endListingPayments(context, input.id_produit, 'all');
      }
      const at = now();
      const outcome = await db.transaction((tx) =>
        decideListing(tx, user.id_user, input.id_produit, input.decision, input.motif ?? null, at),
      );
      if ('refused' in outcome) {
        throw outcome.refused === 'missing'
          ? notFound(`No product with the id ${input.id_produit}.`)
          : conflict('This listing was already verified or refused.');
      }
      // A listing now on sale is news to those who look for it or love it: told once the decision
      // stands, and whatever the alerts meet, the decision's answer stays the decision's.
      if ('verifie' in outcome && outcome.verifie) {
        await alertAfterVerification(context, input.id_produit, at, (error) => request.log.error(error));
      }
      return { data: outcome };
    },
  } satisfies Partial<Handlers>;
}
