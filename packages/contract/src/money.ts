/**
 * The money rules of spec §9, pure and shared: the SDK shows prices with them and the server
 * charges with them, so the amount charged is always the amount shown.
 *
 * Every price is converted through euros (each country's `taux_change` is its currency's units
 * for one euro) and then rounded once, to the visitor currency's minor unit. Totals add those
 * rounded amounts, never the unrounded ones.
 */

import type { AppLanguageCode } from './schema.js';

/** Currencies with no minor unit: amounts are whole numbers (spec §9: JPY and KRW). */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW']);

/** How many minor units make one unit of the currency: 1 for JPY and KRW, else 100. */
export function minorUnitFactor(currency: string): 1 | 100 {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 1 : 100;
}

/** Decimals the currency is shown and charged with: 0 or 2. */
export function currencyDecimals(currency: string): 0 | 2 {
  return minorUnitFactor(currency) === 1 ? 0 : 2;
}

/**
 * Whether `amount` has at most `decimals` decimals (binary noise aside): the one test of a price
 * a seller may set, 2 decimals at most and whole units in a zero-decimal currency. Plain code
 * rather than a schema, so forms of the script-tag build (which carry no zod) run it too.
 */
export function fitsDecimals(amount: number, decimals: 0 | 2): boolean {
  const scaled = amount * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

function assertRate(rate: number, name: string): void {
  if (!Number.isFinite(rate) || rate <= 0) {
    throw new RangeError(`${name} must be a positive exchange rate, got ${rate}`);
  }
}

/**
 * Rounds half away from zero after removing binary noise, so 12.345 × 100 (1234.4999…) rounds
 * to 1235 as a person would expect.
 */
function roundHalfUp(value: number): number {
  const cleaned = Number(value.toFixed(6));
  return Math.sign(cleaned) * Math.round(Math.abs(cleaned));
}

/**
 * Converts a price from the seller's currency to the visitor's: price ÷ seller rate × visitor
 * rate (spec §9). Unrounded: pass the result to {@link toMinorUnits} before showing or charging.
 */
export function convertPrice(price: number, sellerRate: number, visitorRate: number): number {
  assertRate(sellerRate, 'sellerRate');
  assertRate(visitorRate, 'visitorRate');
  return (price / sellerRate) * visitorRate;
}

/** An amount in the currency's minor units (cents; yen and won as they are), rounded. */
export function toMinorUnits(amount: number, currency: string): number {
  return roundHalfUp(amount * minorUnitFactor(currency));
}

/**
 * An amount in the currency's minor units, rounded up: for a least amount one must pay or offer,
 * which rounded to the nearest unit could fall under what it stands for.
 */
export function toMinorUnitsUp(amount: number, currency: string): number {
  return Math.ceil(Number((amount * minorUnitFactor(currency)).toFixed(6)));
}

/** Back from minor units to a decimal amount of the currency. */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / minorUnitFactor(currency);
}

/** The rate and currency of whoever sees or pays a price. */
export interface CurrencyContext {
  taux_change: number;
  code_monnaie: string;
}

/** A seller price as lists, cards and cart lines carry it. */
export interface PricedItem {
  prix_unitaire: number;
  /** The seller currency's rate for one euro. */
  taux_change: number;
}

/**
 * The price of an item in the visitor currency's minor units: the one figure that is shown,
 * added to the total and charged.
 */
export function priceInMinorUnits(item: PricedItem, visitor: CurrencyContext): number {
  return toMinorUnits(
    convertPrice(item.prix_unitaire, item.taux_change, visitor.taux_change),
    visitor.code_monnaie,
  );
}

/** The cart total in minor units: the sum of each line's rounded price (spec §9). */
export function totalInMinorUnits(items: readonly PricedItem[], visitor: CurrencyContext): number {
  return items.reduce((sum, item) => sum + priceInMinorUnits(item, visitor), 0);
}

/**
 * The seller price as the payment request's `prix_vendeur` carries it: × 100 unless the seller
 * currency is JPY (spec §9, which names JPY only here).
 */
export function sellerPriceUnits(price: number, sellerCurrency: string): number {
  return sellerCurrency.toUpperCase() === 'JPY' ? roundHalfUp(price) : roundHalfUp(price * 100);
}

/** The seller's share of a sale: the unit price minus one tenth, to the cent (spec §9). */
export function sellerShare(price: number, sellerCurrency: string): number {
  return fromMinorUnits(toMinorUnits(price * 0.9, sellerCurrency), sellerCurrency);
}

/**
 * The most one card payment may take, in minor units of its currency: Stripe's limit for a charge
 * (eight digits, 999,999.99 EUR or 99,999,999 JPY). Each cart line is its own payment, so each
 * line's price is held to it, before any item is reserved.
 */
export const MAX_CHARGE_MINOR_UNITS = 99_999_999;

/** The `code` of a checkout refused because one line costs more than a card payment can take. */
export const CHARGE_LIMIT_CODE = 'amount_too_large';

/** Whether the payment provider can take a payment of `minor` units: a positive whole number within its limit. */
export function isChargeable(minor: number): boolean {
  return Number.isSafeInteger(minor) && minor > 0 && minor <= MAX_CHARGE_MINOR_UNITS;
}

/**
 * The locale amounts, dates and numbers are written in: the interface language's, in its own
 * country (Japanese is `jp` in our data, `ja` for Intl). English is British English, the
 * interface's own spelling (`28 November 2026`, `£1,500.00`), except for people in the United
 * States, who read `November 28, 2026` and `$1,500.00` rather than `US$1,500.00`.
 */
export function intlLocale(language: AppLanguageCode, country?: string | null): string {
  if (language === 'en') return country?.toUpperCase() === 'US' ? 'en-US' : 'en-GB';
  return language === 'jp' ? 'ja-JP' : `${language}-${language.toUpperCase()}`;
}
