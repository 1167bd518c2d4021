/**
 * How an order's number is written wherever a user reads it — screens and e-mails alike: the
 * brand prefix (spec §2: three characters including an ampersand) and the order's id, so order 12
 * is 'V&T12' — Vitrine & Tendances.
 */
export const ORDER_PREFIX = 'V&T';

export function orderNumber(idCommande: number): string {
  return `${ORDER_PREFIX}${idCommande}`;
}
