import { type Order, sellerShare, toMinorUnits, type VitrineClient } from '@vitrine/sdk-core';

/** Who looks at an order: its buyer or its seller. */
export type OrderSide = 'buyer' | 'seller';

type Formatter = Pick<VitrineClient, 'formatMinorUnits'>;
type Priced = Pick<Order, 'prix_unitaire' | 'code_monnaie' | 'montant_paye' | 'devise_paye'>;

/** What the buyer paid for the order, in the currency they paid in (not the seller's price). */
export function paidAmount(client: Formatter, order: Priced): string {
  return client.formatMinorUnits(order.montant_paye, order.devise_paye);
}

/** The order's unit price in the seller's currency, as the seller listed it. */
export function listedPrice(client: Formatter, order: Priced): string {
  return client.formatMinorUnits(toMinorUnits(order.prix_unitaire, order.code_monnaie), order.code_monnaie);
}

/** What the seller is paid out: the price less the marketplace's 10 %, in the seller's currency. */
export function sellerAmount(client: Formatter, order: Priced): string {
  const share = sellerShare(order.prix_unitaire, order.code_monnaie);
  return client.formatMinorUnits(toMinorUnits(share, order.code_monnaie), order.code_monnaie);
}

/**
 * The amount an order is worth to the one looking at it: the buyer sees what they paid, in the
 * currency they paid in; the seller sees what they get, in their own currency.
 */
export function orderAmount(client: Formatter, order: Priced, side: OrderSide): string {
  return side === 'buyer' ? paidAmount(client, order) : sellerAmount(client, order);
}
