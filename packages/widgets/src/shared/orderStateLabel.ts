import { ORDER_STATES } from '@vitrine/sdk-core';

/**
 * An order's state (`etat`) as shown: a known state in the interface language, any other as the
 * server wrote it.
 */
export function orderStateLabel(etat: string, t: (key: string, values?: Record<string, unknown>) => string) {
  return (ORDER_STATES as readonly string[]).includes(etat) ? t(`orders.states.${etat}`) : etat;
}
