/**
 * Prices as people read them (spec §9): converted with the contract's shared money rules, then
 * written French style — `1 234,5 €` with 0 to 2 decimals in lists, `1 234,50 €` with 2 fixed
 * decimals in message and order views. Currencies without minor units never show decimals.
 */
import {
  type CurrencyContext,
  currencyDecimals,
  fromMinorUnits,
  type PricedItem,
  priceInMinorUnits,
  totalInMinorUnits,
} from '@vitrine/contract';

/** A visitor's currency: the rate and code the maths needs, and the label shown after amounts. */
export interface DisplayCurrency extends CurrencyContext {
  unity: string;
}

export type PriceStyle = 'compact' | 'fixed';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(decimals: number, style: PriceStyle): Intl.NumberFormat {
  const key = `${decimals}:${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', {
      minimumFractionDigits: style === 'fixed' ? decimals : 0,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  return format;
}

/** Writes an amount given in the currency's minor units, followed by the currency label. */
export function formatMinorUnits(
  minor: number,
  currency: DisplayCurrency,
  style: PriceStyle = 'compact',
): string {
  const decimals = currencyDecimals(currency.code_monnaie);
  const amount = fromMinorUnits(minor, currency.code_monnaie);
  return `${formatter(decimals, style).format(amount)} ${currency.unity}`.trim();
}

/** The price of an item in the visitor's currency, ready to show. */
export function formatPrice(
  item: PricedItem,
  currency: DisplayCurrency,
  style: PriceStyle = 'compact',
): string {
  return formatMinorUnits(priceInMinorUnits(item, currency), currency, style);
}

/** The total of several items: the sum of their shown prices, ready to show. */
export function formatTotal(
  items: readonly PricedItem[],
  currency: DisplayCurrency,
  style: PriceStyle = 'compact',
): string {
  return formatMinorUnits(totalInMinorUnits(items, currency), currency, style);
}
