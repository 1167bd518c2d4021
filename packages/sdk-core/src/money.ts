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

/**
 * An amount of minor units written as `Intl.NumberFormat('fr-FR')` writes it (`1 234,5`, U+202F
 * between thousands, `-` before), without Intl: a page's first `Intl.NumberFormat` loads ICU's
 * number data, 60–250 ms of main thread in Chromium and 4× that in Lighthouse's mobile run — the
 * largest single task of a page of cards (BENCHMARKS.md §5). Minor units are whole numbers, so the
 * digits are exact; money.test.ts checks the output against Intl's.
 */
function writeMinorUnits(minor: number, decimals: number, style: PriceStyle): string {
  const factor = 10 ** decimals;
  const units = Math.round(Math.abs(minor));
  const whole = String(Math.floor(units / factor)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  let fraction = decimals > 0 ? String(units % factor).padStart(decimals, '0') : '';
  if (style === 'compact') fraction = fraction.replace(/0+$/, '');
  const sign = minor < 0 || Object.is(minor, -0) ? '-' : '';
  return `${sign}${whole}${fraction ? `,${fraction}` : ''}`;
}

/** Writes an amount given in the currency's minor units, followed by the currency label. */
export function formatMinorUnits(
  minor: number,
  currency: DisplayCurrency,
  style: PriceStyle = 'compact',
): string {
  const decimals = currencyDecimals(currency.code_monnaie);
  const written = Number.isFinite(minor)
    ? writeMinorUnits(minor, decimals, style)
    : String(fromMinorUnits(minor, currency.code_monnaie));
  return `${written} ${currency.unity}`.trim();
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
