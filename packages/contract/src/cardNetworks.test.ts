import { describe, expect, it } from 'vitest';
import { cardNetwork } from './cardNetworks.js';

describe('cardNetwork', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
  ])('names %s a %s card, as Stripe’s test numbers are', (number, brand) => {
    expect(cardNetwork(number)?.brand).toBe(brand);
  });

  it('names nothing before the digits tell, nor an unknown prefix', () => {
    expect(cardNetwork('')).toBeNull();
    expect(cardNetwork('9999')).toBeNull();
  });
});
