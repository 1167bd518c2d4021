/**
 * What waits for the signed-in user, as the header's badge and the account menu say it: the
 * orders they must move (as seller or buyer) and their unread messages, each with the words a
 * screen reader reads. Watched while shown (`watchWaiting`), which keeps it current.
 */
import { intlLanguage, watchWaiting } from '@vitrine/sdk-core';
import { useEffect } from 'react';
import { useVitrine } from '../provider.js';
import { useSession } from './useSession.js';
import { useT } from './useT.js';
import { useVitrineState } from './useVitrineState.js';

export interface WaitingCounts {
  /** Sales to accept or ship and receptions to confirm: the orders entry's count. */
  orders: number;
  /** "1 order to ship, 1 reception to confirm". */
  ordersLabel: string;
  unread: number;
  unreadLabel: string;
  total: number;
  /** Every part that waits, written as a list: "1 order to ship, 2 unread messages". */
  details: string;
}

const PARTS = ['toAccept', 'toShip', 'toConfirm', 'unread'] as const;

/** Null for a visitor and until the counts are read. */
export function useWaiting(): WaitingCounts | null {
  const client = useVitrine();
  const t = useT();
  const idUser = useSession()?.id_user;
  const language = useVitrineState((state) => state.language);
  const waiting = useVitrineState((state) => state.waiting);
  useEffect(() => watchWaiting(client), [client]);
  if (idUser === undefined || !waiting) return null;

  const list = new Intl.ListFormat(intlLanguage(language), { type: 'unit' });
  const counts: Record<(typeof PARTS)[number], number> = {
    toAccept: waiting.to_accept,
    toShip: waiting.to_ship,
    toConfirm: waiting.to_confirm,
    unread: waiting.unread,
  };
  const say = (parts: readonly (typeof PARTS)[number][]) =>
    list.format(
      parts
        .filter((part) => counts[part] > 0)
        .map((part) => t(`account.waiting.${part}`, { count: counts[part] })),
    );
  const orders = waiting.to_accept + waiting.to_ship + waiting.to_confirm;
  const total = orders + waiting.unread;
  return {
    orders,
    ordersLabel: say(PARTS.slice(0, 3)),
    unread: waiting.unread,
    unreadLabel: say(['unread']),
    total,
    details: say(PARTS),
  };
}
