/**
 * Offers' money as plain functions, with no schema (the script-tag build carries the contract's
 * schema modules as data only): an amount in another currency, and what a cart line costs. Apart
 * from cartLinePrices.ts, which the cart every element shows prices its lines with, so that only
 * the screens that make offers carry these.
 */
import { linePricedItem } from './cartLinePrices.js';
import { convertPrice, fromMinorUnits, priceInMinorUnits, toMinorUnits } from './money.js';

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
