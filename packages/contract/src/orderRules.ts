/**
 * The rules of an order's texts as plain values and functions, without zod: the contract's
 * schemas are built from them, and the browser forms check with them where zod is not carried.
 */

/** Most characters of a reason (a decline, a problem) and of each shipping field. */
export const ORDER_TEXT_LIMITS = {
  motif: 1000,
  transporteur: 80,
  suivi_livraison: 80,
  lien_suivi: 300,
} as const;

/**
 * Most characters of a seller's answer to a reported problem and of staff's note on their
 * decision: apart from the order's other limits, which every checkout carries, since only the
 * screens of a dispute need these.
 */
export const DISPUTE_TEXT_LIMITS = { reponse: 2000, decision: 1000 } as const;

/** A tracking link is shown to the buyer as a link: only a web address may become one. */
export function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
