import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatPrice, formatTotal } from './money.js';

const EUR = { taux_change: 1, code_monnaie: 'EUR', unity: '€' };
const JPY = { taux_change: 162.5, code_monnaie: 'JPY', unity: '¥' };
/** Intl writes French thousands with a narrow no-break space. */
const n = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('French price format', () => {
  it('shows 0 to 2 decimals in lists', () => {
    expect(n(formatMinorUnits(123450, EUR))).toBe('1 234,5 €');
    expect(n(formatMinorUnits(120000, EUR))).toBe('1 200 €');
    expect(n(formatMinorUnits(99, EUR))).toBe('0,99 €');
  });

  it('shows 2 fixed decimals in message and order views', () => {
    expect(n(formatMinorUnits(123450, EUR, 'fixed'))).toBe('1 234,50 €');
  });

  it('never shows decimals for yen', () => {
    expect(n(formatPrice({ prix_unitaire: 1234.56, taux_change: 1 }, JPY))).toBe('200 616 ¥');
    expect(n(formatPrice({ prix_unitaire: 10, taux_change: 1 }, JPY, 'fixed'))).toBe('1 625 ¥');
  });

  it('totals the shown prices', () => {
    const lines = [
      { prix_unitaire: 10.005, taux_change: 1 },
      { prix_unitaire: 10.005, taux_change: 1 },
    ];
    expect(n(formatTotal(lines, EUR, 'fixed'))).toBe('20,02 €');
  });

  it('writes every amount as Intl.NumberFormat fr-FR does, without it', () => {
    const amounts = [0, -0, 1, 5, 10, 99, 100, 101, 999, 1000, 1005, 99999, 100000, 123450, -123450];
    for (let minor = 7; minor < 1e12; minor = minor * 13 + 3) amounts.push(minor, -minor);
    for (const minor of amounts) {
      for (const [currency, decimals] of [
        [EUR, 2],
        [JPY, 0],
      ] as const) {
        const amount = minor / 10 ** decimals;
        const compact = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: decimals });
        const fixed = new Intl.NumberFormat('fr-FR', {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        expect(formatMinorUnits(minor, currency)).toBe(`${compact.format(amount)} ${currency.unity}`);
        expect(formatMinorUnits(minor, currency, 'fixed')).toBe(`${fixed.format(amount)} ${currency.unity}`);
      }
    }
  });
});
