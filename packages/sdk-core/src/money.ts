/**
 * Prices as people read them: converted with the contract's shared money rules, then written for
 * the interface language exactly as `Intl.NumberFormat(locale, { style: 'currency' })` writes
 * them — `1 234,56 €` in French, `£1,234.56` in English, `¥232,759` in Japanese — with the
 * currency's own decimals always shown (2, or none for currencies without minor units), so a
 * price reads the same in a list, a message or an order. This replaces the spec's French-only
 * format (decision K2).
 */
import {
  type AppLanguageCode,
  type CurrencyContext,
  currencyDecimals,
  intlLocale,
  type PricedItem,
  priceInMinorUnits,
  totalInMinorUnits,
} from '@vitrine/contract';

/** A language code of the interface (`'jp'`) or an Intl locale (`'en-US'`). */
export type MoneyLocale = AppLanguageCode | (string & {});

/** A currency: its ISO code, or anything holding it as `code_monnaie` (a country, an order). */
export type MoneyCurrency = string | { code_monnaie: string };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  return format;
}

/** Below this many cents, `minor / 100` is the nearest double to a whole number of cents, so Intl writes those cents. */
const EXACT_CENTS = 1e13;

/**
 * Euros in French, the default page's prices, written without Intl: a page's first `Intl` object
 * loads ICU's data, the largest single task of a page of cards in Lighthouse's throttled run
 * (BENCHMARKS.md). Minor units are whole numbers, so the digits are exact; money.test.ts checks
 * this against `Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })`.
 */
function frenchEuros(minor: number): string {
  const units = Math.abs(minor);
  const whole = String(Math.floor(units / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const cents = String(units % 100).padStart(2, '0');
  const sign = minor < 0 || Object.is(minor, -0) ? '-' : '';
  return `${sign}${whole},${cents}\u00a0€`;
}

/** Writes an amount given in the currency's minor units (cents; yen for JPY) for `locale`. */
export function formatMinorUnits(minor: number, currency: MoneyCurrency, locale: MoneyLocale): string {
  const code = (typeof currency === 'string' ? currency : currency.code_monnaie).toUpperCase();
  // A bare language code (`'jp'`) names the interface language; anything longer is a locale.
  const tag = locale.length === 2 ? intlLocale(locale as AppLanguageCode) : locale;
  if (tag === 'fr-FR' && code === 'EUR' && Number.isInteger(minor) && Math.abs(minor) < EXACT_CENTS) {
    return frenchEuros(minor);
  }
  const decimals = currencyDecimals(code);
  return formatter(tag, code, decimals).format(minor / 10 ** decimals);
}

/** The price of an item in the visitor's currency, written for `locale`. */
export function formatPrice(item: PricedItem, currency: CurrencyContext, locale: MoneyLocale): string {
  return formatMinorUnits(priceInMinorUnits(item, currency), currency.code_monnaie, locale);
}

/** The total of several items: the sum of their shown prices, written for `locale`. */
export function formatTotal(
  items: readonly PricedItem[],
  currency: CurrencyContext,
  locale: MoneyLocale,
): string {
  return formatMinorUnits(totalInMinorUnits(items, currency), currency.code_monnaie, locale);
}

export { intlLocale };
