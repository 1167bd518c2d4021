/**
 * The signed-in user's offers, sent and received, kept live: read once, then each `offer` event
 * (a move by either party, an expiry, a lapse) and each answer of the user's own moves replaces
 * the offer it names. A connection that comes back reads them again, as events sent meanwhile
 * were lost.
 */
import type { MyOffers, Offer } from '@vitrine/sdk-core';
import { useCallback, useEffect, useState } from 'react';
import { type Remote, useRemote } from '../hooks/useRemote.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { offersOf } from './offersOf.js';

const newestFirst = (a: Offer, b: Offer) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id_offre - a.id_offre;

export interface LiveOffers {
  remote: Remote<MyOffers>;
  /** Every offer of the user, newest first, with what moved since the read. */
  offers: Offer[];
  /** Takes in offers the user's own moves answered. */
  remember(...moved: Offer[]): void;
}

export function useMyOffers(): LiveOffers {
  const client = useVitrine();
  const me = useVitrineState((state) => state.user?.id_user);
  const remote = useRemote(() => offersOf(client).mine(), [client, me]);
  const [moved, setMoved] = useState<ReadonlyMap<number, Offer>>(() => new Map());
  const remember = useCallback((...offers: Offer[]) => {
    setMoved((current) => {
      const next = new Map(current);
      for (const offer of offers) next.set(offer.id_offre, offer);
      return next;
    });
  }, []);
  useEffect(() => client.on('offer', (offer) => remember(offer)), [client, remember]);
  const { reload } = remote;
  useEffect(() => client.on('resumed', reload), [client, reload]);

  const read = remote.status === 'ready' ? [...remote.data.sent, ...remote.data.received] : [];
  const byId = new Map(read.map((offer) => [offer.id_offre, offer]));
  for (const [id, offer] of moved) byId.set(id, offer);
  return { remote, offers: [...byId.values()].sort(newestFirst), remember };
}
