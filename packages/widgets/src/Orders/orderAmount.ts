import { formatMinorUnits, type Order, toMinorUnits } from '@vitrine/sdk-core';

/**
 * An amount of an order in the seller's currency (the order's `unity` label), with 2 fixed
 * decimals as order views show them (spec §9); currencies without cents (JPY, KRW) show none.
 */
export function orderAmount(amount: number, order: Pick<Order, 'code_monnaie' | 'unity'>): string {
  return formatMinorUnits(
    toMinorUnits(amount, order.code_monnaie),
    { code_monnaie: order.code_monnaie, unity: order.unity, taux_change: 1 },
    'fixed',
  );
}
