/**
 * The brand prefix of order numbers (spec §2: three characters including an ampersand): order 12
 * is 'V&T12' — Vitrine & Tendances.
 */
export const ORDER_PREFIX = 'V&T';

export function orderNumber(idCommande: number): string {
  return `${ORDER_PREFIX}${idCommande}`;
}
