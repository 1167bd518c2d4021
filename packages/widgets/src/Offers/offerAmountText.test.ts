import { describe, expect, it } from 'vitest';
import { amountFromText } from './offerAmountText.js';

describe('amountFromText', () => {
  it('reads thousands groups and decimal marks as shoppers write them', () => {
    expect(amountFromText('307,200', 'JPY')).toBe(307_200);
    expect(amountFromText('1,234,567', 'JPY')).toBe(1_234_567);
    expect(amountFromText('12 000', 'JPY')).toBe(12_000);
    expect(amountFromText('2 040,00', 'EUR')).toBe(204_000);
    expect(amountFromText('1.234,50', 'EUR')).toBe(123_450);
    expect(amountFromText('1,234.5', 'EUR')).toBe(123_450);
    expect(amountFromText('85,5', 'EUR')).toBe(8_550);
    expect(amountFromText('1.500', 'EUR')).toBe(150_000);
  });

  it('refuses what is no amount of the currency', () => {
    expect(amountFromText('beaucoup', 'EUR')).toBeNull();
    expect(amountFromText('12,345', 'EUR')).toBe(1_234_500);
    expect(amountFromText('10.5', 'JPY')).toBeNull();
    expect(amountFromText('10.555', 'EUR')).toBe(1_055_500);
    expect(amountFromText('10.5555', 'EUR')).toBeNull();
    expect(amountFromText('-5', 'EUR')).toBeNull();
    expect(amountFromText('', 'EUR')).toBeNull();
  });
});
