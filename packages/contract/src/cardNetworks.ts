/**
 * Card networks as their numbers tell them: the prefixes the networks publish, how each prints its
 * number (Amex's 15 digits as 4-6-5), how long a whole number is and how many digits its security
 * code has. The sandbox's card field groups and names the number with them, and the sandbox
 * server names a tokenised card's brand with them, so both read a number the same way.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

export interface CardNetwork {
  brand: CardBrand;
  /** As the network writes its own name. */
  name: string;
  prefix: RegExp;
  /** Digits per group, as the network prints them. */
  groups: readonly number[];
  /** Digits of a whole number. */
  length: number;
  /** Digits of the security code. */
  cvc: number;
}

const FOUR_BY_FOUR = [4, 4, 4, 4] as const;

// Amex before Diners and JCB: '34', '35' and '36' prefixes differ by network.
export const CARD_NETWORKS: readonly CardNetwork[] = [
  { brand: 'amex', name: 'American Express', prefix: /^3[47]/, groups: [4, 6, 5], length: 15, cvc: 4 },
  { brand: 'diners', name: 'Diners Club', prefix: /^3(0[0-5]|[689])/, groups: [4, 6, 4], length: 14, cvc: 3 },
  { brand: 'jcb', name: 'JCB', prefix: /^35/, groups: FOUR_BY_FOUR, length: 16, cvc: 3 },
  { brand: 'visa', name: 'Visa', prefix: /^4/, groups: FOUR_BY_FOUR, length: 16, cvc: 3 },
  {
    brand: 'mastercard',
    name: 'Mastercard',
    prefix: /^(5[1-5]|2[2-7])/,
    groups: FOUR_BY_FOUR,
    length: 16,
    cvc: 3,
  },
  {
    brand: 'discover',
    name: 'Discover',
    prefix: /^(6011|64[4-9]|65)/,
    groups: FOUR_BY_FOUR,
    length: 16,
    cvc: 3,
  },
  { brand: 'unionpay', name: 'UnionPay', prefix: /^62/, groups: FOUR_BY_FOUR, length: 16, cvc: 3 },
];

/** The network a card number's first digits name (spaces allowed), or null while they name none. */
export function cardNetwork(number: string): CardNetwork | null {
  const digits = number.replace(/\D/g, '');
  return CARD_NETWORKS.find((network) => network.prefix.test(digits)) ?? null;
}
