/**
 * Offers (an addition to the spec): a buyer's price for an item in their currency, the seller's
 * counter, accepting or declining, "My offers", and the seller's floor and price to those who love
 * a listing. Amounts are minor units (cents; whole yen), as the contract's money rules count them;
 * the server converts and checks them. Live moves arrive as the client's `offer` event.
 */
import { type MyOffers, type Offer, type OfferFloor, offerEndpoints } from '@vitrine/contract';
import type { ClientCore } from './core.js';
import type { Result } from './errors.js';

/**
 * The offers of a client: `createOffers(client)`. A function of its own rather than an area of
 * the client, so that elements which never make an offer carry none of it.
 */
export function createOffers(core: Pick<ClientCore, 'http' | 'store'>) {
  const { http, store } = core;
  /** The visitor's currency, the one an offer is made in unless another is named. */
  function currency(given?: string): string {
    const code = given ?? store.getState().country?.code_monnaie;
    if (!code) {
      throw new Error(
        'No currency for the offer: choose a country first (client.setLocale) or pass the currency code.',
      );
    }
    return code;
  }
  return {
    /** Offers `montant` minor units of the visitor's currency (or `devise`) for an item (a size variant). */
    async make(idSousProduit: number, montant: number, devise?: string): Promise<Result<Offer>> {
      const result = await http.call(offerEndpoints.makeOffer, {
        id_sous_produit: idSousProduit,
        montant,
        devise: currency(devise),
      });
      return result.error ? result : { data: result.data.data };
    },
    /** Answers the other party's open offer with another price; resolves to the new offer. */
    async counter(idOffre: number, montant: number, devise?: string): Promise<Result<Offer>> {
      const result = await http.call(offerEndpoints.counterOffer, {
        id_offre: idOffre,
        montant,
        devise: currency(devise),
      });
      return result.error ? result : { data: result.data.data };
    },
    /** Accepts the other party's open offer: the item is held for the buyer at its price. */
    async accept(idOffre: number): Promise<Result<Offer>> {
      const result = await http.call(offerEndpoints.acceptOffer, { id_offre: idOffre });
      return result.error ? result : { data: result.data.data };
    },
    async decline(idOffre: number): Promise<Result<Offer>> {
      const result = await http.call(offerEndpoints.declineOffer, { id_offre: idOffre });
      return result.error ? result : { data: result.data.data };
    },
    /** The signed-in user's offers, sent and received, newest first. */
    async mine(): Promise<Result<MyOffers>> {
      const result = await http.call(offerEndpoints.listOffers, { langue: store.getState().language });
      return result.error ? result : { data: result.data.data };
    },
    /** The seller's floors, by listing. */
    async floors(): Promise<Result<OfferFloor[]>> {
      const result = await http.call(offerEndpoints.listOfferFloors, {});
      return result.error ? result : { data: result.data.data };
    },
    /** Sets a listing's floor, in minor units of the seller's currency; null removes it. */
    async setFloor(idProduit: number, plancher: number | null): Promise<Result<{ plancher: number | null }>> {
      const result = await http.call(offerEndpoints.setOfferFloor, { id_produit: idProduit, plancher });
      return result.error ? result : { data: { plancher: result.data.data.plancher } };
    },
    /** Sends a price, in minor units of the seller's currency, to everyone who loves the listing. */
    async toLikers(idSousProduit: number, montant: number): Promise<Result<{ sent: number }>> {
      const result = await http.call(offerEndpoints.offerToLikers, {
        id_sous_produit: idSousProduit,
        montant,
      });
      return result.error ? result : { data: result.data.data };
    },
  };
}

export type OffersArea = ReturnType<typeof createOffers>;
