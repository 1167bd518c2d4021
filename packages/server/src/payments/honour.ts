/**
 * A payment completes only what the listing still honours. Between the checkout that reserved an
 * item and the payment, staff may refuse the listing (a counterfeit), its seller may withdraw it,
 * it may be changed and so sent back to verification (and perhaps verified again as it now
 * reads), or the hold may expire and the price change or the item be let go. Then no order is made and nothing is charged: the intent is canceled at the provider
 * before the card is tried, or, when the provider charged it first (Stripe confirms in the
 * browser), the charge is refunded in full before the reservation is released.
 */
import {
  fromMinorUnits,
  NOT_HONOURED_CODE,
  type NotHonouredReason,
  sellerPriceUnits,
} from '@vitrine/contract';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { cancelReservation, type IntentRecord } from '../db/queries/payments.js';
import { conflict, type HttpError } from '../http/httpError.js';
import { providerOf } from './providerOf.js';

interface ListingNow {
  refused: boolean;
  withdrawn: boolean;
  unverified: boolean;
  prix_unitaire: number;
  code_monnaie: string;
  sold: boolean;
  /** The seller's price of the accepted offer the checkout charges, in minor units; null for none. */
  offre_vendeur: number | null;
}

/**
 * Why the listing no longer honours this checkout, or null when it does (or when the payment
 * already completed). With `lock`, the listing's row is locked until the transaction ends, so a
 * refusal, withdrawal or new price waits for the order being made, or is seen by it. The lock is
 * the one the order's own update of the listing takes (its sale count, its ready cards): two
 * payments for items of one listing that both took a shared lock first would each wait for the
 * other to let go before updating, and one would be aborted as a deadlock, its card charged.
 */
export async function whyNotHonoured(
  db: Queryable,
  intent: IntentRecord,
  { lock = false } = {},
): Promise<NotHonouredReason | null> {
  if (intent.status === 'succeeded') return null;
  const [listing] = await db.query<ListingNow>(
    `SELECT p.refuse_le IS NOT NULL AS refused, p.retire_le IS NOT NULL AS withdrawn,
            -- Sent back to verification by a change since the reservation, or verified again
            -- as it now reads: either way not the listing the buyer reserved.
            (pi.annonce_verifiee_le IS NOT NULL AND p.verifie_le IS DISTINCT FROM pi.annonce_verifiee_le)
              AS unverified,
            p.prix_unitaire, py.code_monnaie, s.etat = 'Vendu' AS sold,
            o.montant_vendeur::float8 AS offre_vendeur
       FROM payment_intent pi
       LEFT JOIN offre o ON o.id_offre = pi.id_offre
       JOIN produit p ON p.id_produit = pi.id_produit
       JOIN sous_produit s ON s.id = pi.id_sous_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays py ON py.id_pays = u.id_pays
      WHERE pi.id = $1${lock ? ' FOR NO KEY UPDATE OF p' : ''}`,
    [intent.id],
  );
  if (!listing) return 'taken';
  if (listing.refused) return 'refused';
  if (listing.withdrawn) return 'withdrawn';
  // The seller's price in the units the reservation kept, by the shared money rule. A new price
  // also sends the listing back to verification; the price is the reason the buyer can act on,
  // and staff verifying it again would not make the reserved price the price.
  // A checkout at an accepted offer's price honours that price, which the listing's own does not move.
  const price =
    listing.offre_vendeur === null
      ? Number(listing.prix_unitaire)
      : fromMinorUnits(Number(listing.offre_vendeur), listing.code_monnaie.trim());
  const units = sellerPriceUnits(price, listing.code_monnaie);
  if (listing.code_monnaie !== intent.currency_vendeur.trim() || units !== Number(intent.amount_vendeur)) {
    return 'repriced';
  }
  if (listing.unverified) return 'unverified';
  // Released (its hold expired and was let go) or the item sold to another buyer.
  if (intent.status === 'canceled' || listing.sold) return 'taken';
  return null;
}

const MESSAGES: Record<NotHonouredReason, string> = {
  refused: 'Staff refused this listing after your checkout began',
  withdrawn: 'The seller withdrew this listing after your checkout began',
  unverified: 'This listing was changed and sent back to verification after your checkout began',
  repriced: "This item's price changed after your reservation expired",
  taken: 'Your reservation of this item expired and it was let go',
};

/** The buyer's answer: 409 with the reason, which screens show in the buyer's language. */
export function notHonoured(
  reason: NotHonouredReason,
  intent: Pick<IntentRecord, 'id_sous_produit'>,
): HttpError {
  return conflict(
    `${MESSAGES[reason]}: nothing was charged and no order was made. Check your cart and pay again.`,
    {
      code: NOT_HONOURED_CODE,
      reason,
      id_sous_produit: intent.id_sous_produit,
    },
  );
}

/**
 * Makes sure the buyer keeps their money for a checkout the listing no longer honours (an intent
 * the provider opened, never a placeholder: settleReservation ends those): cancels
 * the intent at the provider, or refunds it in full when it was charged (the same refund however
 * often this runs), then releases the reservation. False when the provider is still processing
 * it: the reservation stays pending and the sweeper comes back to it.
 */
export async function giveBack(
  context: Pick<AppContext, 'db' | 'now' | 'payments'>,
  intent: IntentRecord,
): Promise<boolean> {
  if (intent.status !== 'pending') return true;
  const provider = providerOf(context, intent);
  const final = await provider.cancelIntent(intent.id);
  if (final === 'succeeded') {
    await provider.refund({
      paymentIntentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      idempotencyKey: `not-honoured:${intent.id}`,
    });
  } else if (final !== 'canceled') {
    return false;
  }
  await cancelReservation(context.db, intent.id, context.now());
  return true;
}
