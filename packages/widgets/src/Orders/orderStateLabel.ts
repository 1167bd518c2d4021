import { ORDER_STATES } from '@vitrine/sdk-core';

const KEYS = ['awaitingShipment', 'shipped', 'delivered', 'cancelled'] as const;

/**
 * An order's state (`etat`) as shown: the known states in the interface language, any other as the
 * server wrote it. States are only shown; moving between them is not part of the spec (§4).
 */
export function orderStateLabel(etat: string, t: (key: string, values?: Record<string, unknown>) => string) {
  const index = (ORDER_STATES as readonly string[]).indexOf(etat);
  return index >= 0 ? t(`orders.states.${KEYS[index]}`) : etat;
}
