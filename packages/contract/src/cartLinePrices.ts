/**
 * What a cart line is priced at, as a plain function with no schema: the script-tag build carries
 * the contract's schema modules as data only, and the cart every element shows prices its lines
 * here. The rest of offers' money is offerPrices.ts, which only the screens that make offers carry.
 */
import { fromMinorUnits, type PricedItem } from './money.js';
import type { HeldOffer } from './offers.js';

/**
 * A cart line as the money rules price it: the buyer's accepted offer when one holds the item (its
 * amount in its own currency and rate), else the seller's price and rate.
 */
export function linePricedItem(line: {
  prix_unitaire: number;
  taux_change_vendeur: number;
  offre?: HeldOffer | null;
}): PricedItem {
  const { offre } = line;
  return offre
    ? { prix_unitaire: fromMinorUnits(offre.montant, offre.devise), taux_change: offre.taux_change }
    : { prix_unitaire: line.prix_unitaire, taux_change: line.taux_change_vendeur };
}
