import {
  type CurrencyContext,
  currencyDecimals,
  priceInMinorUnits,
  totalInMinorUnits,
} from '@vitrine/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatPrice, formatTotal, intlLocale } from './money.js';

/** The currencies of the demo's countries and a few more, with and without minor units. */
const CURRENCIES = [
  'EUR',
  'CHF',
  'GBP',
  'SEK',
  'DKK',
  'NOK',
  'PLN',
  'CZK',
  'RUB',
  'TRY',
  'USD',
  'CAD',
  'MXN',
  'BRL',
  'JPY',
  'KRW',
  'CNY',
  'HKD',
  'SGD',
  'TWD',
  'INR',
  'AED',
  'SAR',
  'AUD',
  'NZD',
  'ZAR',
  'MAD',
  'HUF',
  'ILS',
  'THB',
  'PHP',
  'UAH',
] as const;
const LANGUAGES = ['fr', 'en', 'it', 'jp', 'ru'] as const;

/** What the property compares with: Intl itself, with the currency's decimals always shown. */
function intl(locale: string, currency: string, minor: number): string {
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals);
}

/** The amount a shown price stands for, in minor units: every decimal is shown, so its digits. */
function shownMinor(text: string): number {
  return Number(text.replace(/\D/g, ''));
}

const minorAmounts = fc.oneof(
  fc.integer({ min: 0, max: 99_999 }),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.constantFrom(0, -0, 1, 99, 100, 999, 1000, 1005, 99_999, 100_000, 123_450),
);

describe('prices in the interface language', () => {
  it('writes each language as its people read it', () => {
    expect(formatMinorUnits(123456, 'EUR', 'fr')).toBe('1\u202f234,56\u00a0€');
    expect(formatMinorUnits(27280, 'GBP', 'en')).toBe('£272.80');
    expect(formatMinorUnits(150000, 'USD', intlLocale('en', 'US'))).toBe('$1,500.00');
    expect(formatMinorUnits(232759, 'JPY', 'jp')).toBe(intl('ja-JP', 'JPY', 232759));
    expect(formatMinorUnits(232759, 'JPY', 'jp')).toMatch(/^[¥￥]232,759$/);
    expect(formatMinorUnits(150000, 'RUB', 'ru')).toBe('1\u00a0500,00\u00a0₽');
  });

  it('always shows the currency decimals: 2, or none without minor units', () => {
    expect(formatMinorUnits(150000, 'GBP', 'en')).toBe('£1,500.00');
    expect(formatMinorUnits(120000, 'EUR', 'fr')).toBe('1\u202f200,00\u00a0€');
    const yen = { taux_change: 162.5, code_monnaie: 'JPY' };
    expect(formatPrice({ prix_unitaire: 10, taux_change: 1 }, yen, 'en-US')).toBe('¥1,625');
    expect(formatPrice({ prix_unitaire: 10, taux_change: 1 }, yen, 'en')).toBe('JP¥1,625');
    expect(formatMinorUnits(1625, 'krw', 'en')).toBe('₩1,625');
  });

  it('picks the locale from the language, and the country for English in the United States', () => {
    expect(LANGUAGES.map((language) => intlLocale(language, 'US'))).toEqual([
      'fr-FR',
      'en-US',
      'it-IT',
      'ja-JP',
      'ru-RU',
    ]);
    expect(intlLocale('en', 'GB')).toBe('en-GB');
    expect(intlLocale('en', 'CA')).toBe('en-GB');
    expect(intlLocale('en')).toBe('en-GB');
  });

  it('equals Intl.NumberFormat for any amount, in 32 currencies and the five languages', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(30);
    const locales = [...LANGUAGES.map((language) => intlLocale(language)), 'en-US'];
    fc.assert(
      fc.property(minorAmounts, fc.constantFrom(...CURRENCIES), (minor, currency) => {
        for (const language of LANGUAGES) {
          expect(formatMinorUnits(minor, currency, language)).toBe(
            intl(intlLocale(language), currency, minor),
          );
        }
        for (const locale of locales) {
          expect(formatMinorUnits(minor, { code_monnaie: currency }, locale)).toBe(
            intl(locale, currency, minor),
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('writes French euros without Intl exactly as Intl does', () => {
    fc.assert(
      fc.property(minorAmounts, (minor) => {
        expect(formatMinorUnits(minor, 'EUR', 'fr')).toBe(intl('fr-FR', 'EUR', minor));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('charged == shown', () => {
  const rate = fc.double({ min: 0.01, max: 20_000, noNaN: true });
  const item = fc.record({ prix_unitaire: fc.double({ min: 0, max: 1e6, noNaN: true }), taux_change: rate });
  const visitor = fc.record({ taux_change: rate, code_monnaie: fc.constantFrom(...CURRENCIES) });

  it('shows each line and the total as the minor units the server charges, the total being the sum of the lines', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 6 }),
        visitor,
        fc.constantFrom(...LANGUAGES),
        (items, currency: CurrencyContext, language) => {
          const lines = items.map((line) => formatPrice(line, currency, language));
          const total = formatTotal(items, currency, language);
          expect(lines.map(shownMinor)).toEqual(items.map((line) => priceInMinorUnits(line, currency)));
          expect(shownMinor(total)).toBe(totalInMinorUnits(items, currency));
          expect(shownMinor(total)).toBe(lines.reduce((sum, line) => sum + shownMinor(line), 0));
        },
      ),
      { numRuns: 500 },
    );
  });
});
