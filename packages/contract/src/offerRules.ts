/**
 * What an offer may be, as plain rules with no schema (the script-tag build carries the contract's
 * schema modules as data only): the server enforces them, the offer forms explain them. Apart from
 * offerPrices.ts, which every element's cart carries, so that only the screens that make offers
 * carry these.
 */
import { convertPrice, fromMinorUnits, isChargeable, toMinorUnits, toMinorUnitsUp } from './money.js';
import { offerAmountIn } from './offerPrices.js';

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
