/**
 * Turns a paid intent into an order, on the marketplace's side, once the provider has charged
 * the card. Everything happens in one transaction — the intent succeeds, the order is made with
 * what was sold, the item is sold, leaves every cart and counts as a sale — so there is never a
 * paid intent without its order. Finalizing an intent twice (the buyer's confirm and the sweeper
 * racing, a retried confirm) changes nothing the second time.
 *
 * First, under a share lock on the listing, the listing must still honour the checkout (see
 * honour.ts): if not, no order is made and the charge is refunded before the reservation ends.
 */
import { type NotHonouredReason, sellerPriceUnits } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { markOfferPaid } from '../db/queries/offers.js';
import {
  type IntentRecord,
  insertOrder,
  intentById,
  markIntentSucceeded,
  markItemSold,
} from '../db/queries/payments.js';
import { announce, startOrder } from '../orders/lifecycle.js';
import { giveBack, whyNotHonoured } from './honour.js';

export type FinalizeResult =
  | { outcome: 'ordered'; id_commande: number; id_vendeur: number; id_user: number; etat: string }
  /** An earlier call made the order. */
  | { outcome: 'already' }
  /**
   * The marketplace had released the reservation: a charge without an order, which the order
   * of operations (cancel at the provider first) is there to prevent. Reported, not hidden.
   */
  | { outcome: 'released' }
  /** The listing no longer honours the checkout: no order; the charge is being given back. */
  | { outcome: 'not-honoured'; reason: NotHonouredReason; intent: IntentRecord; givenBack: boolean }
  | { outcome: 'unknown' };

export async function finalizeIntent(
  context: Pick<AppContext, 'db' | 'now' | 'notifier' | 'payments' | 'config' | 'mailer'>,
  intentId: string,
): Promise<FinalizeResult> {
  const now = context.now();
  const result = await context.db.transaction(async (tx): Promise<FinalizeResult> => {
    const held = await intentById(tx, intentId);
    const reason = held && (await whyNotHonoured(tx, held, { lock: true }));
    if (held && reason && held.status === 'pending') {
      return { outcome: 'not-honoured', reason, intent: held, givenBack: false };
    }
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
    // The accepted offer it was paid at ended in this sale.
    if (intent.id_offre) await markOfferPaid(tx, intent.id_offre, now);
    // The order's first step, the seller's 48 hours to answer, and both parties' e-mails.
    await startOrder(context, tx, { id_commande: order.id_commande, id_user: intent.id_user });
    return { outcome: 'ordered', ...order, id_vendeur: intent.id_vendeur, id_user: intent.id_user };
  });
  if (result.outcome === 'not-honoured') {
    // After the transaction: the provider is called with no lock held.
    return { ...result, givenBack: await giveBack(context, result.intent) };
  }
  if (result.outcome === 'ordered') announce(context, result, 'paid');
  return result;
}
