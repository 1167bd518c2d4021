/**
 * What an offer may be, as plain rules with no schema (the script-tag build carries the contract's
 * schema modules as data only): the server enforces them, the offer forms explain them. Apart from
 * offerPrices.ts, which every element's cart carries, so that only the screens that make offers
 * carry these.
 */
import { isChargeable, toMinorUnits } from './money.js';

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
} as const;

/** The least an offer may be, in minor units of the seller's currency, for an asking price. */
export function lowestOffer(askingPrice: number, sellerCurrency: string): number {
  return toMinorUnits(askingPrice * OFFER_RULES.minShare, sellerCurrency);
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
