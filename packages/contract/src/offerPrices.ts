/**
 * Offers' rules and money as plain functions, with no schema: the script-tag build carries the
 * contract's schema modules as data only, and the cart every element shows prices its lines here.
 */
import {
  convertPrice,
  fromMinorUnits,
  isChargeable,
  type PricedItem,
  priceInMinorUnits,
  toMinorUnits,
  toMinorUnitsUp,
} from './money.js';
import type { HeldOffer } from './offers.js';

export const OFFER_RULES = {
  /**
   * The least share of the asking price an offer may be: below it an offer is no negotiation but
   * noise the seller has to answer (Vestiaire Collective and Grailed refuse such lowballs too).
   */
  minShare: 0.6,
  /** Offers a buyer may have waiting for an answer at once; more is 429 until one ends. */
  maxOpenPerBuyer: 5,
  /** Hours a proposal waits for its answer before it expires. */
  answerHours: 24,
  /** Hours an accepted offer holds the item for its buyer at its price. */
  holdHours: 24,
  /**
   * Hours between two of a seller's prices to those who love a listing: once answered, a price
   * sent again and again would press the likers rather than tell them of a drop.
   */
  likersEveryHours: 168,
} as const;

/**
 * An amount in another currency by the money rules: converted through euros and rounded once.
 * The same currency is the amount itself, so a yen offer is charged the very yen it named.
 */
export function offerAmountIn(
  amount: { montant: number; devise: string; taux_change: number },
  target: { code_monnaie: string; taux_change: number },
): number {
  if (amount.devise.toUpperCase() === target.code_monnaie.toUpperCase()) return amount.montant;
  return toMinorUnits(
    convertPrice(fromMinorUnits(amount.montant, amount.devise), amount.taux_change, target.taux_change),
    target.code_monnaie,
  );
}

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

/**
 * What a cart line costs the visitor, in minor units: the one figure the cart shows, the checkout
 * sends and the server charges. An offer in the visitor's own currency costs exactly its amount.
 */
export function linePriceInMinorUnits(
  line: Parameters<typeof linePricedItem>[0],
  visitor: { code_monnaie: string; taux_change: number },
): number {
  // An offer by the one rule of offers' amounts: in the visitor's own currency, its very amount.
  return line.offre ? offerAmountIn(line.offre, visitor) : priceInMinorUnits(linePricedItem(line), visitor);
}

/** The least an offer may be, in minor units of the seller's currency, for an asking price. */
export function lowestOffer(askingPrice: number, sellerCurrency: string): number {
  return toMinorUnits(askingPrice * OFFER_RULES.minShare, sellerCurrency);
}

/**
 * The least offer in the buyer's currency, in its minor units: the smallest amount that, converted
 * by the money rules, reaches {@link lowestOffer}. The converted floor is rounded up, then stepped
 * to the smallest amount still reaching it, so the minimum a buyer is told is always accepted.
 */
export function lowestOfferIn(
  askingPrice: number,
  seller: { code_monnaie: string; taux_change: number },
  buyer: { code_monnaie: string; taux_change: number },
): number {
  const lowest = lowestOffer(askingPrice, seller.code_monnaie);
  const reaches = (minor: number) =>
    offerAmountIn({ montant: minor, devise: buyer.code_monnaie, taux_change: buyer.taux_change }, seller) >=
    lowest;
  let minor = toMinorUnitsUp(
    convertPrice(fromMinorUnits(lowest, seller.code_monnaie), seller.taux_change, buyer.taux_change),
    buyer.code_monnaie,
  );
  // Binary noise aside, the rounded-up amount reaches the floor; a coarser or finer currency
  // may leave a few units either side, each step checked by the very rule that accepts offers.
  while (!reaches(minor)) minor++;
  while (minor > 1 && reaches(minor - 1)) minor--;
  return minor;
}

/**
 * What is wrong with an offer of `sellerMinor` (in the seller's currency) against the asking
 * price, or null: at least the rule's share, below the asking price, and payable by card.
 */
export function offerProblem(
  sellerMinor: number,
  askingPrice: number,
  sellerCurrency: string,
): 'too_low' | 'not_below_price' | null {
  if (sellerMinor < lowestOffer(askingPrice, sellerCurrency)) return 'too_low';
  if (sellerMinor >= toMinorUnits(askingPrice, sellerCurrency) || !isChargeable(sellerMinor)) {
    return 'not_below_price';
  }
  return null;
}
