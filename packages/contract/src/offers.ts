/**
 * Offers (an addition to the spec): a buyer proposes a price for an item on sale, in their own
 * currency; the seller accepts, declines or counters, the buyer may counter back; each proposal
 * lapses after a day. An accepted offer holds the item for its buyer at that price for a day.
 * A seller may also send one price to everyone who loves a listing. The rules live here once,
 * for the server that enforces them and the forms that explain them.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import {
  convertPrice,
  fromMinorUnits,
  isChargeable,
  MAX_CHARGE_MINOR_UNITS,
  type PricedItem,
  priceInMinorUnits,
  toMinorUnits,
} from './money.js';
import { AppLanguageCodeSchema, dataOf, Id, listOf } from './schema.js';

export const OFFER_RULES = {
  /**
   * The least share of the asking price an offer may be: below it an offer is no negotiation but
   * noise the seller has to answer (Vestiaire Collective and Grailed refuse such lowballs too).
   */
  minShare: 0.6,
  /** Offers a buyer may have waiting for an answer at once; more is 429 until one ends. */
  maxOpenPerBuyer: 5,
  /** Hours a proposal waits for its answer before it expires. */
  answerHours: 24,
  /** Hours an accepted offer holds the item for its buyer at its price. */
  holdHours: 24,
} as const;

/** The `code` of an offer refused because the buyer has as many open offers as allowed. */
export const OFFER_LIMIT_CODE = 'offer_limit';
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

/**
 * An amount in another currency by the money rules: converted through euros and rounded once.
 * The same currency is the amount itself, so a yen offer is charged the very yen it named.
 */
export function offerAmountIn(
  amount: { montant: number; devise: string; taux_change: number },
  target: { code_monnaie: string; taux_change: number },
): number {
  if (amount.devise.toUpperCase() === target.code_monnaie.toUpperCase()) return amount.montant;
  return toMinorUnits(
    convertPrice(fromMinorUnits(amount.montant, amount.devise), amount.taux_change, target.taux_change),
    target.code_monnaie,
  );
}

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

/**
 * A cart line as the money rules price it: the buyer's accepted offer when one holds the item (its
 * amount in its own currency and rate), else the seller's price and rate.
 */
export function linePricedItem(line: {
  prix_unitaire: number;
  taux_change_vendeur: number;
  offre?: HeldOffer | null;
}): PricedItem {
  const { offre } = line;
  return offre
    ? { prix_unitaire: fromMinorUnits(offre.montant, offre.devise), taux_change: offre.taux_change }
    : { prix_unitaire: line.prix_unitaire, taux_change: line.taux_change_vendeur };
}

/**
 * What a cart line costs the visitor, in minor units: the one figure the cart shows, the checkout
 * sends and the server charges. An offer in the visitor's own currency costs exactly its amount.
 */
export function linePriceInMinorUnits(
  line: Parameters<typeof linePricedItem>[0],
  visitor: { code_monnaie: string; taux_change: number },
): number {
  return priceInMinorUnits(linePricedItem(line), visitor);
}

/** The least an offer may be, in minor units of the seller's currency, for an asking price. */
export function lowestOffer(askingPrice: number, sellerCurrency: string): number {
  return toMinorUnits(askingPrice * OFFER_RULES.minShare, sellerCurrency);
}

/**
 * What is wrong with an offer of `sellerMinor` (in the seller's currency) against the asking
 * price, or null: at least the rule's share, below the asking price, and payable by card.
 */
export function offerProblem(
  sellerMinor: number,
  askingPrice: number,
  sellerCurrency: string,
): 'too_low' | 'not_below_price' | null {
  if (sellerMinor < lowestOffer(askingPrice, sellerCurrency)) return 'too_low';
  if (sellerMinor >= toMinorUnits(askingPrice, sellerCurrency) || !isChargeable(sellerMinor)) {
    return 'not_below_price';
  }
  return null;
}

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
