/**
 * Offers (an addition to the spec): a buyer proposes a price for an item on sale, in their own
 * currency; the seller accepts, declines or counters, the buyer may counter back; each proposal
 * lapses after a day. An accepted offer holds the item for its buyer at that price for a day.
 * A seller may also send one price to everyone who loves a listing. The rules live here once,
 * for the server that enforces them and the forms that explain them.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { MAX_CHARGE_MINOR_UNITS } from './money.js';
import { AppLanguageCodeSchema, dataOf, Id, listOf } from './schema.js';

/** The `code` of an offer refused because the buyer has as many open offers as allowed. */
export const OFFER_LIMIT_CODE = 'offer_limit';
/** The `code` of a seller's price to likers sent again before `OFFER_RULES.likersEveryHours` passed. */
export const OFFER_LIKERS_LIMIT_CODE = 'offer_likers_limit';
/** The `code` of an offer below the rule's share of the asking price. */
export const OFFER_TOO_LOW_CODE = 'offer_too_low';

/**
 * - `open`: waiting for the other party's answer until `expires_at`;
 * - `countered`: answered by a counter-offer (the next offer of the chain);
 * - `accepted`: the item is held for the buyer at this price until `hold_until`;
 * - `declined`, `expired`: ended without a deal;
 * - `paid`: the buyer paid the held item at this price;
 * - `lapsed`: accepted, but not paid while it was held.
 */
export const OFFER_STATES = [
  'open',
  'countered',
  'accepted',
  'declined',
  'expired',
  'paid',
  'lapsed',
] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** An amount in minor units of its currency (cents; whole yen), at most one card payment. */
export const OfferAmount = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_CHARGE_MINOR_UNITS));
/** A currency code as the countries table writes it. */
export const CurrencyCode = z.string().check(z.regex(/^[A-Za-z]{3}$/, 'a three-letter currency code'));

export const OfferSchema = z.object({
  id_offre: z.number(),
  /** The chain this offer belongs to: the first offer's id (its own for the first). */
  id_negociation: z.number(),
  id_produit: z.number(),
  id_sous_produit: z.number(),
  /** The buyer. */
  id_user: z.number(),
  id_vendeur: z.number(),
  pseudo_acheteur: z.string(),
  pseudo_vendeur: z.string(),
  marque_produit: z.string(),
  modele_produit: z.string(),
  image_produit: z.nullable(z.string()),
  /** Who proposed this price: the other party answers it. */
  par: z.enum(['buyer', 'seller']),
  /** A buyer's offer, or the seller's price sent to everyone who loves the listing. */
  origine: z.enum(['buyer', 'likers']),
  /** The price as its author wrote it, in minor units of `devise`. */
  montant: z.number(),
  devise: z.string(),
  /** The same price in the seller's currency (minor units), as the seller reads it and is paid from. */
  montant_vendeur: z.number(),
  devise_vendeur: z.string(),
  etat: z.enum(OFFER_STATES),
  created_at: z.string(),
  /** When an open offer expires unanswered. */
  expires_at: z.string(),
  /** Until when an accepted offer holds the item. */
  hold_until: z.nullable(z.string()),
});
export type Offer = z.infer<typeof OfferSchema>;

export const MyOffersSchema = z.object({
  /** Offers on items the caller would buy, newest first. */
  sent: z.array(OfferSchema),
  /** Offers on the caller's items, newest first. */
  received: z.array(OfferSchema),
});
export type MyOffers = z.infer<typeof MyOffersSchema>;

/** A seller's floor for a listing, in minor units of their currency. */
export const OfferFloorSchema = z.object({ id_produit: z.number(), plancher: z.number() });
export type OfferFloor = z.infer<typeof OfferFloorSchema>;

const OfferId = { id_offre: Id };
const Proposal = { montant: OfferAmount, devise: CurrencyCode };

/** The buyer's accepted offer holding a cart line's item: the price the line costs them. */
export const HeldOfferSchema = z.object({
  id_offre: z.number(),
  /** The price in minor units of `devise`, as the offer named it. */
  montant: z.number(),
  devise: z.string(),
  /** `devise`'s rate for one euro. */
  taux_change: z.number(),
});
export type HeldOffer = z.infer<typeof HeldOfferSchema>;

export const offerEndpoints = {
  makeOffer: defineEndpoint({
    method: 'POST',
    path: 'offers/make',
    body: z.object({ id_sous_produit: Id, ...Proposal }),
    response: dataOf(OfferSchema),
    access: 'private',
    summary:
      'The buyer offers a price for an item on sale, in their currency (an addition). An offer under the seller’s floor is answered declined at once; 429 past the open-offer limit.',
  }),
  counterOffer: defineEndpoint({
    method: 'POST',
    path: 'offers/counter',
    body: z.object({ ...OfferId, ...Proposal }),
    response: dataOf(OfferSchema),
    access: 'private',
    summary: 'The party an open offer waits for answers it with another price; the new offer is answered.',
  }),
  acceptOffer: defineEndpoint({
    method: 'POST',
    path: 'offers/accept',
    body: z.object(OfferId),
    response: dataOf(OfferSchema),
    access: 'private',
    summary:
      'The party an open offer waits for accepts it: the item is held for the buyer at that price. 409 when another hold, a checkout or a sale came first.',
  }),
  declineOffer: defineEndpoint({
    method: 'POST',
    path: 'offers/decline',
    body: z.object(OfferId),
    response: dataOf(OfferSchema),
    access: 'private',
    summary: 'The party an open offer waits for declines it.',
  }),
  listOffers: defineEndpoint({
    method: 'GET',
    path: 'offers/mine',
    query: z.object({ langue: z.optional(AppLanguageCodeSchema) }),
    response: dataOf(MyOffersSchema),
    access: 'private',
    summary: "The caller's offers, sent and received, newest first (the last 100 of each).",
  }),
  listOfferFloors: defineEndpoint({
    method: 'GET',
    path: 'offers/floors',
    response: listOf(OfferFloorSchema),
    access: 'private',
    summary: "The caller's floors, one per listing that has one (never shown to buyers).",
  }),
  setOfferFloor: defineEndpoint({
    method: 'POST',
    path: 'offers/floor',
    body: z.object({ id_produit: Id, plancher: z.nullable(OfferAmount) }),
    response: dataOf(z.object({ id_produit: z.number(), plancher: z.nullable(z.number()) })),
    access: 'private',
    summary: "Sets the listing's floor: offers below it are declined at once. null removes it.",
  }),
  offerToLikers: defineEndpoint({
    method: 'POST',
    path: 'offers/likers',
    body: z.object({ id_sous_produit: Id, montant: OfferAmount }),
    response: dataOf(z.object({ sent: z.number() })),
    access: 'private',
    summary:
      'The seller offers a price, in their currency, to everyone who loves the listing, for a day; answers how many it reached.',
  }),
} as const;
