import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertPrice,
  fitsDecimals,
  fromMinorUnits,
  isChargeable,
  MAX_CHARGE_MINOR_UNITS,
  priceInMinorUnits,
  sellerPriceUnits,
  sellerShare,
  toMinorUnits,
  totalInMinorUnits,
} from './money.js';

const EUR = { taux_change: 1, code_monnaie: 'EUR' };
const JPY = { taux_change: 162.5, code_monnaie: 'JPY' };

describe('convertPrice', () => {
  it('divides by the seller rate and multiplies by the visitor rate', () => {
    expect(convertPrice(100, 1, 1.08)).toBeCloseTo(108);
    expect(convertPrice(16250, 162.5, 1)).toBeCloseTo(100);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => convertPrice(10, 0, 1)).toThrow(/sellerRate/);
    expect(() => convertPrice(10, 1, Number.NaN)).toThrow(/visitorRate/);
  });
});

describe('minor units', () => {
  it('uses cents for most currencies and whole units for JPY and KRW', () => {
    expect(toMinorUnits(12.34, 'EUR')).toBe(1234);
    expect(toMinorUnits(1234.4, 'JPY')).toBe(1234);
    expect(toMinorUnits(1234.5, 'krw')).toBe(1235);
  });

  it('rounds half up despite binary noise', () => {
    expect(toMinorUnits(1.005, 'EUR')).toBe(101);
    expect(toMinorUnits(12.345, 'USD')).toBe(1235);
  });

  it('goes back to a decimal amount', () => {
    expect(fromMinorUnits(1235, 'EUR')).toBe(12.35);
    expect(fromMinorUnits(1235, 'JPY')).toBe(1235);
  });
});

describe('prices and totals', () => {
  it('shows a euro price in yen without decimals', () => {
    expect(priceInMinorUnits({ prix_unitaire: 1200, taux_change: 1 }, JPY)).toBe(195000);
  });

  it('adds the rounded line prices, so the total is what the lines show', () => {
    const lines = [
      { prix_unitaire: 10.005, taux_change: 1 },
      { prix_unitaire: 10.005, taux_change: 1 },
    ];
    expect(totalInMinorUnits(lines, EUR)).toBe(2002);
  });

  it('never lets the total drift from the sum of the shown lines (property)', () => {
    const currency = fc.constantFrom('EUR', 'JPY', 'KRW', 'USD', 'GBP', 'CHF', 'RUB');
    const rate = fc.double({ min: 0.05, max: 2000, noNaN: true });
    const line = fc.record({
      prix_unitaire: fc.double({ min: 0, max: 100_000, noNaN: true }),
      taux_change: rate,
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), rate, currency, (lines, visitorRate, code) => {
        const visitor = { taux_change: visitorRate, code_monnaie: code };
        const shown = lines.map((item) => priceInMinorUnits(item, visitor));
        const total = totalInMinorUnits(lines, visitor);
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBe(shown.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe('seller amounts', () => {
  it('multiplies the seller price by 100 unless the seller currency is JPY', () => {
    expect(sellerPriceUnits(1250.5, 'EUR')).toBe(125050);
    expect(sellerPriceUnits(98000, 'JPY')).toBe(98000);
  });

  it("takes one tenth off the seller's share", () => {
    expect(sellerShare(1000, 'EUR')).toBe(900);
    expect(sellerShare(99.99, 'EUR')).toBe(89.99);
    expect(sellerShare(12345, 'JPY')).toBe(11111);
  });
});

describe('fitsDecimals', () => {
  it('takes cents in a two-decimal currency and whole units in a zero-decimal one, despite binary noise', () => {
    expect([1250.5, 0.1 + 0.2, 19.99, 12.3].map((amount) => fitsDecimals(amount, 2))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(fitsDecimals(12.345, 2)).toBe(false);
    expect(fitsDecimals(125000, 0)).toBe(true);
    expect(fitsDecimals(125000.5, 0)).toBe(false);
  });
});

describe('isChargeable', () => {
  it('takes a whole, positive number of minor units up to the provider’s limit, and nothing else', () => {
    expect(MAX_CHARGE_MINOR_UNITS).toBe(99_999_999);
    for (const minor of [1, 50, 99_999_999]) expect(isChargeable(minor), String(minor)).toBe(true);
    for (const minor of [0, -1, 1.5, 100_000_000, 9_000_000_000, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isChargeable(minor), String(minor)).toBe(false);
  });

  it('refuses a 1,000,000 EUR price in rupees, and in euros, one cent over', () => {
    const million = { prix_unitaire: 1_000_000, taux_change: 1 };
    expect(isChargeable(priceInMinorUnits(million, { taux_change: 90, code_monnaie: 'INR' }))).toBe(false);
    expect(isChargeable(priceInMinorUnits(million, { taux_change: 1, code_monnaie: 'EUR' }))).toBe(false);
    expect(
      isChargeable(
        priceInMinorUnits({ ...million, prix_unitaire: 999_999.99 }, { taux_change: 1, code_monnaie: 'EUR' }),
      ),
    ).toBe(true);
  });
});
