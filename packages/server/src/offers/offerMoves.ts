/**
 * The moves of an offer: made, countered, accepted, declined, and a seller's price sent to those
 * who love a listing. Each is one transaction that locks the offer, checks the caller's right to
 * the move before anything is written (403 for anyone but its buyer and seller, 409 for the wrong
 * party or a move from the wrong state), then keeps the move's e-mails; live events follow the
 * commit. Amounts are checked and converted here, by the contract's rules, never taken from the
 * client as converted.
 */
import {
  DEFAULT_LANGUAGE,
  lowestOfferIn,
  OFFER_LIKERS_LIMIT_CODE,
  OFFER_LIMIT_CODE,
  OFFER_RULES,
  OFFER_TOO_LOW_CODE,
  type Offer,
  offerAmountIn,
  offerProblem,
} from '@vitrine/contract';
import type { AuthUser } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import {
  endPastOffers,
  floorOf,
  insertOffer,
  lastDeclined,
  lastLikersOffer,
  likersOf,
  lockOffer,
  moveOffer,
  type NewOffer,
  type OfferItem,
  type OfferRow,
  offerItem,
  offersWhere,
  openOffersOf,
  recordOfferStep,
  reservedOrSold,
} from '../db/queries/offers.js';
import { currencyRate } from '../db/queries/payments.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/httpError.js';
import { announceOffers, queueOfferMails } from './offerNotices.js';

const HOUR_MS = 3_600_000;
const NOT_OPEN = 'This offer is no longer open.';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** An item one may make or answer an offer on: on sale and not sold (else 404 / 409). */
function onSale(item: OfferItem | undefined, idSousProduit: number): OfferItem {
  // Unverified and withdrawn listings are not for sale and, as in the cart, are no item at all.
  if (!item?.a_vendre) throw notFound(`No item ${idSousProduit} is for sale.`);
  if (item.vendu) throw conflict('This item has already been sold.', { id_sous_produit: idSousProduit });
  return item;
}

/** A proposal in `devise`, priced in the seller's currency and checked against the rules. */
async function priceProposal(
  db: Queryable,
  user: AuthUser,
  item: OfferItem,
  proposal: { montant: number; devise: string },
): Promise<{ montant: number; devise: string; montant_vendeur: number }> {
  const currency = await currencyRate(db, proposal.devise, user.id_user);
  if (!currency) throw badRequest(`devise: ${proposal.devise} is not a currency of the marketplace.`);
  const devise = currency.code_monnaie.trim();
  const seller = { code_monnaie: item.code_monnaie_vendeur, taux_change: item.taux_change_vendeur };
  const montant_vendeur = offerAmountIn({ ...proposal, devise, taux_change: currency.taux_change }, seller);
  const problem = offerProblem(montant_vendeur, item.prix_unitaire, item.code_monnaie_vendeur);
  if (problem === 'too_low') {
    // Rounded up in the buyer's currency: the minimum they are told is one the rule accepts.
    const lowest = lowestOfferIn(item.prix_unitaire, seller, currency);
    throw new HttpError(
      400,
      `An offer must be at least ${Math.round(OFFER_RULES.minShare * 100)} % of the asking price.`,
      { code: OFFER_TOO_LOW_CODE, min_montant: lowest, devise },
    );
  }
  if (problem === 'not_below_price') {
    throw badRequest('An offer is below the asking price: at the price itself, buy the item.');
  }
  return { montant: proposal.montant, devise, montant_vendeur };
}

/** Ends past proposals and holds as their jobs would, keeping their e-mails; answers them. */
async function endPast(
  context: AppContext,
  tx: Queryable,
  where: { id_user?: number; id_sous_produit?: number },
): Promise<OfferRow[]> {
  const ended = await endPastOffers(tx, where, context.now());
  for (const offer of ended) await queueOfferMails(context, tx, offer, offer.etat);
  return ended;
}

async function answer(context: AppContext, moved: readonly OfferRow[], id: number): Promise<Offer> {
  await announceOffers(context, moved);
  const [offer] = await offersWhere(context.db, 'o.id_offre = ANY($1::bigint[])', [id], DEFAULT_LANGUAGE);
  if (!offer) throw notFound(`No offer ${id}.`);
  return offer;
}

/** Inserts a proposal; a live one of the same buyer on the item is a 409, not a 500. */
async function insert(tx: Queryable, offer: NewOffer): Promise<OfferRow> {
  try {
    return await insertOffer(tx, offer);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('An offer between you on this item is already open or accepted.');
    }
    throw error;
  }
}

/**
 * Writes a proposal with its day to be answered and its first step: one below the seller's floor
 * is declined at once and tells no one; any other is e-mailed to the party who answers it.
 */
async function propose(
  context: AppContext,
  tx: Queryable,
  proposal: Omit<NewOffer, 'etat' | 'now' | 'expires_at'>,
  belowFloor: boolean,
  now: Date,
): Promise<OfferRow> {
  const offer = await insert(tx, {
    ...proposal,
    etat: belowFloor ? 'declined' : 'open',
    now,
    expires_at: new Date(now.getTime() + OFFER_RULES.answerHours * HOUR_MS),
  });
  await recordOfferStep(tx, offer.id_offre, 'open', proposal.par, now);
  if (belowFloor) await recordOfferStep(tx, offer.id_offre, 'declined', 'system', now);
  else await queueOfferMails(context, tx, offer, 'open');
  return offer;
}

/** Locks a user's row: the turn their proposals take, before any offer row is locked. */
async function lockUser(tx: Queryable, idUser: number): Promise<void> {
  await tx.query('SELECT 1 FROM utilisateur WHERE id_user = $1 FOR NO KEY UPDATE', [idUser]);
}

/**
 * Refuses (429) a buyer's proposal past the open-offer limit. The buyer's row is locked first, so
 * that the count and the insert that follows are one step: two offers sent at once take turns,
 * and the second counts the first.
 */
async function withinOpenLimit(tx: Queryable, idUser: number, now: Date): Promise<void> {
  await lockUser(tx, idUser);
  const open = await openOffersOf(tx, idUser, now);
  if (open.count < OFFER_RULES.maxOpenPerBuyer) return;
  const retryAfter = open.first_expiry
    ? Math.max(1, Math.ceil((Date.parse(open.first_expiry) - now.getTime()) / 1000))
    : 60;
  throw new HttpError(
    429,
    `You have ${open.count} offers waiting for an answer, the most at once: wait for one to end.`,
    { code: OFFER_LIMIT_CODE, max_open: OFFER_RULES.maxOpenPerBuyer, retry_after: retryAfter },
  );
}

export async function makeOffer(
  context: AppContext,
  user: AuthUser,
  input: { id_sous_produit: number; montant: number; devise: string },
): Promise<Offer> {
  const item = onSale(await offerItem(context.db, input.id_sous_produit), input.id_sous_produit);
  if (item.id_vendeur === user.id_user) throw badRequest('You cannot make an offer on your own item.');
  const priced = await priceProposal(context.db, user, item, input);
  const now = context.now();
  const { moved, offer } = await context.db.transaction(async (tx) => {
    // The buyer's row first, as every buyer's proposal takes it, before any of their offers.
    await lockUser(tx, user.id_user);
    const moved = await endPast(context, tx, { id_user: user.id_user });
    const declinedAt = await lastDeclined(
      tx,
      user.id_user,
      item.id_sous_produit,
      new Date(now.getTime() - OFFER_RULES.answerHours * HOUR_MS),
    );
    if (declinedAt) {
      const again = declinedAt.getTime() + OFFER_RULES.answerHours * HOUR_MS;
      throw conflict('Your last offer on this item was declined: you may make another a day later.', {
        retry_after: Math.max(1, Math.ceil((again - now.getTime()) / 1000)),
      });
    }
    await withinOpenLimit(tx, user.id_user, now);
    // Read again under the listing's lock, which a withdrawal and an account deletion take: the
    // listing read above may have left sale since (its seller deleting their account meanwhile).
    onSale(await offerItem(tx, item.id_sous_produit, { lock: true }), item.id_sous_produit);
    // Below the seller's floor, the offer is declined at once, and the floor is never told.
    const floor = await floorOf(tx, item.id_produit);
    const declined = floor !== null && priced.montant_vendeur < floor;
    const offer = await propose(
      context,
      tx,
      {
        id_negociation: null,
        id_produit: item.id_produit,
        id_sous_produit: item.id_sous_produit,
        id_user: user.id_user,
        id_vendeur: item.id_vendeur,
        par: 'buyer',
        origine: 'buyer',
        ...priced,
        devise_vendeur: item.code_monnaie_vendeur,
      },
      declined,
      now,
    );
    return { moved, offer };
  });
  return answer(context, [...moved, offer], offer.id_offre);
}

/**
 * The offer the caller may answer: theirs as buyer or seller (else 403), made by the other party
 * (else 409), open and not past its deadline (else 409).
 */
async function answerable(
  context: AppContext,
  tx: Queryable,
  user: AuthUser,
  idOffre: number,
): Promise<{ offer: OfferRow; side: 'buyer' | 'seller' }> {
  const offer = await lockOffer(tx, idOffre);
  if (!offer) throw notFound(`No offer ${idOffre}.`);
  const side = offer.id_user === user.id_user ? 'buyer' : offer.id_vendeur === user.id_user ? 'seller' : null;
  if (!side) throw forbidden('Only the buyer and the seller of an offer act on it.');
  if (offer.par === side) throw conflict('The other party answers this offer.');
  if (offer.etat !== 'open' || Date.parse(offer.expires_at) <= context.now().getTime()) {
    throw conflict(NOT_OPEN, { etat: offer.etat });
  }
  return { offer, side };
}

export async function counterOffer(
  context: AppContext,
  user: AuthUser,
  input: { id_offre: number; montant: number; devise: string },
): Promise<Offer> {
  const now = context.now();
  const { moved, counter } = await context.db.transaction(async (tx) => {
    // The caller's row before the offer's, in the order a buyer's new offer takes them.
    await lockUser(tx, user.id_user);
    const { offer, side } = await answerable(context, tx, user, input.id_offre);
    const item = onSale(await offerItem(tx, offer.id_sous_produit), offer.id_sous_produit);
    const priced = await priceProposal(tx, user, item, input);
    // A buyer's counter is one more offer waiting for an answer, as a new offer is.
    if (side === 'buyer') await withinOpenLimit(tx, user.id_user, now);
    const countered = await moveOffer(tx, offer.id_offre, 'open', 'countered', now);
    if (!countered) throw conflict(NOT_OPEN);
    await recordOfferStep(tx, offer.id_offre, 'countered', side, now);
    const floor = side === 'buyer' ? await floorOf(tx, item.id_produit) : null;
    const declined = floor !== null && priced.montant_vendeur < floor;
    const counter = await propose(
      context,
      tx,
      {
        id_negociation: offer.id_negociation,
        id_produit: offer.id_produit,
        id_sous_produit: offer.id_sous_produit,
        id_user: offer.id_user,
        id_vendeur: offer.id_vendeur,
        par: side,
        origine: 'buyer',
        ...priced,
        devise_vendeur: item.code_monnaie_vendeur,
      },
      declined,
      now,
    );
    return { moved: [countered], counter };
  });
  return answer(context, [...moved, counter], counter.id_offre);
}

export async function acceptOffer(context: AppContext, user: AuthUser, idOffre: number): Promise<Offer> {
  const now = context.now();
  const moved = await context.db.transaction(async (tx) => {
    const { offer, side } = await answerable(context, tx, user, idOffre);
    const item = onSale(await offerItem(tx, offer.id_sous_produit), offer.id_sous_produit);
    // A price lowered to the offer or below it since: the item costs less at its price.
    if (
      offerProblem(Number(offer.montant_vendeur), item.prix_unitaire, item.code_monnaie_vendeur) ===
      'not_below_price'
    ) {
      throw conflict('The asking price is now at or below this offer: the item is bought at its price.');
    }
    // The listing's lock conflicts with the share lock a checkout reserves under: a checkout and
    // an acceptance of one item take turns, and the second sees the first.
    await tx.query('SELECT 1 FROM produit WHERE id_produit = $1 FOR NO KEY UPDATE', [offer.id_produit]);
    // A hold whose day is over no longer stands in the way.
    const ended = await endPast(context, tx, { id_sous_produit: offer.id_sous_produit });
    if (await reservedOrSold(tx, offer.id_sous_produit, now)) {
      throw conflict('This item has just been reserved or sold.', { id_sous_produit: offer.id_sous_produit });
    }
    let accepted: OfferRow | undefined;
    try {
      accepted = await moveOffer(
        tx,
        offer.id_offre,
        'open',
        'accepted',
        now,
        new Date(now.getTime() + OFFER_RULES.holdHours * HOUR_MS),
      );
    } catch (error) {
      // The one hold per item: another acceptance took it first.
      if (isUniqueViolation(error)) throw conflict('This item is already held for another buyer.');
      throw error;
    }
    if (!accepted) throw conflict(NOT_OPEN);
    await recordOfferStep(tx, offer.id_offre, 'accepted', side, now);
    await queueOfferMails(context, tx, accepted, 'accepted');
    // The held item waits in the buyer's cart, at the offer's price.
    await tx.query(
      `INSERT INTO panier (id_user, id_produit, id_sous_produit) VALUES ($1, $2, $3)
       ON CONFLICT (id_user, id_sous_produit) DO NOTHING`,
      [offer.id_user, offer.id_produit, offer.id_sous_produit],
    );
    return [...ended, accepted];
  });
  return answer(context, moved, idOffre);
}

export async function declineOffer(context: AppContext, user: AuthUser, idOffre: number): Promise<Offer> {
  const now = context.now();
  const declined = await context.db.transaction(async (tx) => {
    const { offer, side } = await answerable(context, tx, user, idOffre);
    const declined = await moveOffer(tx, offer.id_offre, 'open', 'declined', now);
    if (!declined) throw conflict(NOT_OPEN);
    await recordOfferStep(tx, offer.id_offre, 'declined', side, now);
    await queueOfferMails(context, tx, declined, 'declined');
    return declined;
  });
  return answer(context, [declined], idOffre);
}

/**
 * The seller's price, in their currency, to everyone who loves the listing and has no offer of
 * theirs open on the listing: one open offer each, for a day, answered like any other. A listing's
 * likers are sent a price once per `OFFER_RULES.likersEveryHours` (429 before).
 */
export async function offerToLikers(
  context: AppContext,
  user: AuthUser,
  input: { id_sous_produit: number; montant: number },
): Promise<{ sent: number }> {
  const found = await offerItem(context.db, input.id_sous_produit);
  if (!found) throw notFound(`No item ${input.id_sous_produit}.`);
  if (found.id_vendeur !== user.id_user) throw forbidden('Only the seller of an item sends its offers.');
  const item = onSale(found, input.id_sous_produit);
  const priced = await priceProposal(context.db, user, item, {
    montant: input.montant,
    devise: item.code_monnaie_vendeur,
  });
  const now = context.now();
  const made = await context.db.transaction(async (tx) => {
    // The listing's lock makes two sends at once take turns: the second sees the first.
    await tx.query('SELECT 1 FROM produit WHERE id_produit = $1 FOR NO KEY UPDATE', [item.id_produit]);
    // Once per listing, whichever of its items: its likers love the listing, not one size of it.
    const last = await lastLikersOffer(tx, user.id_user, item.id_produit);
    const again = last ? last.getTime() + OFFER_RULES.likersEveryHours * HOUR_MS : 0;
    if (again > now.getTime()) {
      throw new HttpError(
        429,
        `This listing's likers were sent a price already: you may send another ${OFFER_RULES.likersEveryHours} hours after it.`,
        {
          code: OFFER_LIKERS_LIMIT_CODE,
          retry_after: Math.max(1, Math.ceil((again - now.getTime()) / 1000)),
        },
      );
    }
    const ended = await endPast(context, tx, { id_sous_produit: item.id_sous_produit });
    const busy = new Set(
      (
        await tx.query<{ id_user: number }>(
          `SELECT id_user FROM offre WHERE id_produit = $1 AND etat IN ('open', 'accepted')`,
          [item.id_produit],
        )
      ).map((row) => row.id_user),
    );
    const made: OfferRow[] = [];
    for (const liker of await likersOf(tx, item.id_produit, item.id_vendeur)) {
      if (busy.has(liker)) continue;
      const offer = await propose(
        context,
        tx,
        {
          id_negociation: null,
          id_produit: item.id_produit,
          id_sous_produit: item.id_sous_produit,
          id_user: liker,
          id_vendeur: item.id_vendeur,
          par: 'seller',
          origine: 'likers',
          ...priced,
          devise_vendeur: item.code_monnaie_vendeur,
        },
        false,
        now,
      );
      made.push(offer);
    }
    return { ended, made };
  });
  await announceOffers(context, [...made.ended, ...made.made]);
  return { sent: made.made.length };
}
