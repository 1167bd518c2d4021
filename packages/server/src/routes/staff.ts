/** Staff's listing checks (ProduitController/list_a_verifier, verifier_produit). */
import { alertsOfVerification, announceAlerts } from '../alerts/listingAlerts.js';
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
      const { outcome, alerts } = await db.transaction(async (tx) => {
        const at = now();
        const outcome = await decideListing(
          tx,
          user.id_user,
          input.id_produit,
          input.decision,
          input.motif ?? null,
          at,
        );
        // A listing now on sale is news to those who look for it or love it, kept with the decision.
        const alerts =
          'verifie' in outcome && outcome.verifie ? await alertsOfVerification(tx, input.id_produit, at) : [];
        return { outcome, alerts };
      });
      if ('refused' in outcome) {
        throw outcome.refused === 'missing'
          ? notFound(`No product with the id ${input.id_produit}.`)
          : conflict('This listing was already verified or refused.');
      }
      announceAlerts(context, alerts);
      return { data: outcome };
    },
  } satisfies Partial<Handlers>;
}
