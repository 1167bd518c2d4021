/** Fixtures for offer tests: an item, its seller signed in, a buyer's offer on it through the API. */

import { type Offer, toMinorUnits } from '@vitrine/contract';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../config.js';
import { openSession } from '../db/queries/users.js';
import type { RunningServer } from '../server.js';
import { api } from './accounts.js';
import { type Buyer, type ItemForSale, itemOf, newBuyer } from './checkoutFixtures.js';

/** A share of the item's asking price, in minor units of the seller's currency. */
export function shareOf(item: ItemForSale, share: number): number {
  return toMinorUnits(item.prix_unitaire * share, item.code_monnaie_vendeur.trim());
}

/** A session of the item's seller. */
export async function sellerToken(server: RunningServer, item: ItemForSale): Promise<string> {
  return (await openSession(server.db, item.id_vendeur, DEFAULT_TOKEN_TTL_SECONDS, new Date())).token;
}

export interface OfferFixture {
  offer: Offer;
  item: ItemForSale;
  buyer: Buyer;
  sellerToken: string;
}

/** A new buyer's open offer of `share` of the asking price, in the seller's currency. */
export async function openOffer(
  server: RunningServer,
  sellerEmail: string,
  share = 0.8,
): Promise<OfferFixture> {
  const item = await itemOf(server, sellerEmail);
  const buyer = await newBuyer(server);
  const answer = await api<{ data: Offer; error?: string }>(server.url, 'offers/make', {
    token: buyer.token,
    body: {
      id_sous_produit: item.id_sous_produit,
      montant: shareOf(item, share),
      devise: item.code_monnaie_vendeur.trim(),
    },
  });
  if (answer.status !== 200) throw new Error(`offers/make answered ${answer.status}: ${answer.body.error}`);
  return { offer: answer.body.data, item, buyer, sellerToken: await sellerToken(server, item) };
}
