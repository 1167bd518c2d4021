import type { Order } from '@vitrine/sdk-core';

/** The dimensions worth showing: only those that are not zero (spec §2 "dimensions if non-zero"). */
export function orderDimensions(
  order: Pick<Order, 'largeur' | 'longueur' | 'talon'>,
): { key: 'width' | 'length' | 'heel'; value: number }[] {
  return [
    { key: 'width' as const, value: order.largeur },
    { key: 'length' as const, value: order.longueur },
    { key: 'heel' as const, value: order.talon },
  ].filter((dimension) => dimension.value > 0);
}
