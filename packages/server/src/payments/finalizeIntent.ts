/**
 * Turns a paid intent into an order, on the marketplace's side, once the provider has charged
 * the card. Everything happens in one transaction — the intent succeeds, the order is made, the
 * item is sold, leaves every cart and counts as a sale — so there is never a paid intent without
 * its order. Finalizing an intent twice (the buyer's confirm and the sweeper racing, a retried
 * confirm) changes nothing the second time.
 */
import { sellerPriceUnits } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { insertOrder, intentById, markIntentSucceeded, markItemSold } from '../db/queries/payments.js';
import { startOrder } from '../orders/lifecycle.js';

export type FinalizeResult =
  | { outcome: 'ordered'; id_commande: number; id_vendeur: number; etat: string }
  /** An earlier call made the order. */
  | { outcome: 'already' }
  /**
   * The marketplace had released the reservation: a charge without an order, which the order
   * of operations (cancel at the provider first) is there to prevent. Reported, not hidden.
   */
  | { outcome: 'released' }
  | { outcome: 'unknown' };

export async function finalizeIntent(
  context: Pick<AppContext, 'db' | 'now' | 'notifier'>,
  intentId: string,
): Promise<FinalizeResult> {
  const now = context.now();
  const result = await context.db.transaction(async (tx): Promise<FinalizeResult> => {
    const intent = await markIntentSucceeded(tx, intentId, now);
    if (!intent) {
      const current = await intentById(tx, intentId);
      if (!current) return { outcome: 'unknown' };
      return { outcome: current.status === 'succeeded' ? 'already' : 'released' };
    }
    // The seller's unit price back from the units the reservation kept (prix_vendeur, spec §9).
    const prixUnitaire = intent.amount_vendeur / sellerPriceUnits(1, intent.currency_vendeur);
    const order = await insertOrder(tx, intent, prixUnitaire, now);
    await markItemSold(tx, intent.id_sous_produit, intent.id_produit);
    // The order's first step, and the seller's 48 hours to answer.
    await startOrder(tx, { id_commande: order.id_commande, id_user: intent.id_user }, now);
    return { outcome: 'ordered', ...order, id_vendeur: intent.id_vendeur };
  });
  if (result.outcome === 'ordered') {
    context.notifier.toUser(result.id_vendeur, 'update etat commande', {
      id_commande: result.id_commande,
      etat: result.etat,
    });
  }
  return result;
}
