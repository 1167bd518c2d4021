/**
 * Checkout's first step on the server: price every cart line from the database, reserve all the
 * items at once, and open one provider intent per line (spec §4 "Checkout", §7
 * stripe/v2/payment/intent; design.md "Payments").
 *
 * The client's amounts are a request, never the truth: each price is recomputed with the shared
 * money module and a line whose `prix` disagrees is refused with the fresh price, before anything
 * is reserved. The reservation is one transaction for all lines; a pending payment_intent row
 * holds its item until `expires_at` (`config.reservationTtlSeconds` later, 15 minutes by
 * default), and the partial unique index on live rows turns two buyers racing for one item into
 * one reservation and one unique violation (answered 409).
 */
import { randomUUID } from 'node:crypto';
import {
  ADDRESS_NOT_FOUND_CODE,
  ADDRESS_RETIRED_CODE,
  CHARGE_LIMIT_CODE,
  type CreateIntentBodySchema,
  fromMinorUnits,
  HOLD_LIMIT_CODE,
  isChargeable,
  linePriceInMinorUnits,
  MAX_CHARGE_MINOR_UNITS,
  type PaymentIntent,
  sellerPriceUnits,
} from '@vitrine/contract';
import type * as z from 'zod/mini';
import type { AuthUser } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { type HoldRow, holdsOn } from '../db/queries/offers.js';
import {
  addressOwner,
  attachProviderIntent,
  cancelReservation,
  currencyRate,
  heldUnpaid,
  type IntentRecord,
  type ItemToPrice,
  insertReservation,
  intentsByKey,
  isOffSale,
  itemsToPrice,
  liveReservations,
  type NewReservation,
} from '../db/queries/payments.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/httpError.js';
import { randomId } from './randomId.js';
import { PLACEHOLDER_PREFIX, settleReservation } from './sweeper.js';

export type CreateIntentInput = z.output<typeof CreateIntentBodySchema>;
type Line = CreateIntentInput['commandes'][number];

const SOLD_OR_RESERVED = 'This item has just been reserved or sold.';
const HELD_FOR_ANOTHER = 'This item is held for another buyer, who accepted an offer on it.';
const BEING_PREPARED = 'This payment is already being prepared: try again in a moment.';

function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** The price of each line in the buyer's currency, checked against what the client sent. */
async function priceLines(
  context: AppContext,
  buyer: AuthUser,
  input: CreateIntentInput,
): Promise<
  Array<{ line: Line; item: ItemToPrice; amount: number; sellerUnits: number; hold: HoldRow | null }>
> {
  const currency = await currencyRate(context.db, input.you.devise, buyer.id_user);
  if (!currency) throw badRequest(`you.devise: ${input.you.devise} is not a currency of the marketplace.`);

  const items = new Map(
    (
      await itemsToPrice(
        context.db,
        input.commandes.map((line) => line.sous_produit),
      )
    ).map((item) => [item.id_sous_produit, item]),
  );
  const holds = new Map(
    (
      await holdsOn(
        context.db,
        input.commandes.map((line) => line.sous_produit),
        context.now(),
      )
    ).map((hold) => [hold.id_sous_produit, hold]),
  );
  return input.commandes.map((line) => {
    const id_sous_produit = line.sous_produit;
    const item = items.get(id_sous_produit);
    if (!item) throw new HttpError(404, `No item ${id_sous_produit} is for sale.`, { id_sous_produit });
    if (item.id_produit !== line.produit.id) {
      throw badRequest(`commandes: item ${id_sous_produit} is not a size of product ${line.produit.id}.`);
    }
    if (item.id_vendeur !== line.kate.id) {
      throw badRequest(`commandes: product ${item.id_produit} is not sold by seller ${line.kate.id}.`);
    }
    if (item.id_vendeur === buyer.id_user) throw badRequest('You cannot buy your own item.');
    if (item.etat === 'Vendu') throw conflict('This item has already been sold.', { id_sous_produit });
    const held = holds.get(id_sous_produit);
    if (held && held.id_user !== buyer.id_user) throw conflict(HELD_FOR_ANOTHER, { id_sous_produit });
    // The buyer's accepted offer is the price, by the same rule the cart shows it with.
    const hold = held ?? null;
    const amount = linePriceInMinorUnits({ ...item, offre: hold }, currency);
    // A price the provider cannot take would fail at the provider, or overflow on the way: it is
    // refused here, before anything is held, with the limit the buyer can act on.
    if (!isChargeable(amount)) {
      throw new HttpError(
        400,
        `This item costs ${amount} minor units of ${currency.code_monnaie}, more than one card payment can take (${MAX_CHARGE_MINOR_UNITS}): pay in another currency or contact the seller.`,
        { code: CHARGE_LIMIT_CODE, id_sous_produit, max_amount: MAX_CHARGE_MINOR_UNITS },
      );
    }
    if (line.prix !== amount) {
      throw conflict('The price of this item has changed. Check the new price and pay again.', {
        id_sous_produit,
        prix: amount,
      });
    }
    const sellerPrice = hold
      ? fromMinorUnits(hold.montant_vendeur, item.code_monnaie_vendeur)
      : item.prix_unitaire;
    return {
      line,
      item,
      amount,
      sellerUnits: sellerPriceUnits(sellerPrice, item.code_monnaie_vendeur),
      hold,
    };
  });
}

/**
 * Makes way for the reservation: the buyer's own earlier checkout of these items is replaced,
 * and an expired reservation is settled now rather than at the next sweep. Anything else that
 * holds an item is left for the insert to run into (the unique index is the one guard).
 */
async function clearTheWay(
  context: AppContext,
  buyer: AuthUser,
  ids: readonly number[],
  key: string,
): Promise<void> {
  const now = context.now().getTime();
  for (const held of await liveReservations(context.db, ids)) {
    // The same key is this very checkout, sent twice at once: the insert answers that one.
    if (held.idempotency_key === key) continue;
    const mine = held.id_user === buyer.id_user;
    const expired = Date.parse(held.expires_at) <= now;
    if (held.status === 'pending' && (mine || expired)) {
      // On failure it stays held and the insert answers 409.
      await settleReservation(context, held).catch(() => 'kept');
    }
  }
}

/** The answer for a request already made with this idempotency key: the same intents. */
async function replay(
  context: AppContext,
  existing: IntentRecord[],
  input: CreateIntentInput,
): Promise<PaymentIntent[]> {
  const byItem = new Map(existing.map((intent) => [intent.id_sous_produit, intent]));
  const sameItems =
    existing.length === input.commandes.length &&
    input.commandes.every((line) => byItem.has(line.sous_produit));
  if (!sameItems) throw conflict('This idempotency_key was already used to pay for other items.');
  return Promise.all(
    input.commandes.map(async (line) => {
      const intent = byItem.get(line.sous_produit) as IntentRecord;
      if (intent.id.startsWith(PLACEHOLDER_PREFIX)) {
        // A placeholder is a request still opening its intents, or one whose provider failed.
        if (intent.status === 'pending') throw conflict(BEING_PREPARED);
        throw conflict('This checkout could not be prepared. Start it again with a new idempotency_key.');
      }
      const { status } = await context.payments.retrieveIntent(intent.id);
      return answerOf(intent, status);
    }),
  );
}

function answerOf(
  intent: Pick<
    IntentRecord,
    'id' | 'client_secret' | 'amount' | 'currency' | 'id_produit' | 'id_sous_produit' | 'id_vendeur'
  >,
  status: string,
): PaymentIntent {
  return {
    id: intent.id,
    client_secret: intent.client_secret,
    amount: intent.amount,
    currency: intent.currency,
    status,
    id_produit: intent.id_produit,
    id_sous_produit: intent.id_sous_produit,
    id_vendeur: intent.id_vendeur,
  };
}

/**
 * One account may hold only so much unpaid at once (HOLD_MAX_ITEMS, HOLD_MAX_CHECKOUTS): else a
 * script with free accounts could keep the catalogue reserved without paying. 409 past either.
 */
async function withinHoldLimits(
  context: AppContext,
  tx: Queryable,
  buyer: AuthUser,
  key: string,
  adding: number,
  now: Date,
): Promise<void> {
  const limits = context.config.holdLimits;
  const details = { code: HOLD_LIMIT_CODE, max_items: limits.items, max_checkouts: limits.checkouts };
  if (adding > limits.items) {
    throw conflict(`One checkout may hold at most ${limits.items} items: pay for some first.`, details);
  }
  const held = await heldUnpaid(tx, buyer.id_user, key, now);
  if (held.checkouts + 1 > limits.checkouts || held.items + adding > limits.items) {
    throw conflict(
      `You already hold ${held.items} item${held.items === 1 ? '' : 's'} in ${held.checkouts} unpaid checkout${held.checkouts === 1 ? '' : 's'}: pay for them or let them go (at most ${limits.items} items in ${limits.checkouts} checkouts).`,
      details,
    );
  }
}

/** Reserves every line's item and opens its provider intent; all lines or none. */
export async function createCheckoutIntents(
  context: AppContext,
  buyer: AuthUser,
  input: CreateIntentInput,
): Promise<PaymentIntent[]> {
  const ids = input.commandes.map((line) => line.sous_produit);
  if (new Set(ids).size !== ids.length) throw badRequest('commandes: the same item is listed twice.');

  // Keys are the buyer's: the same key from two buyers names two different checkouts.
  const key = `${buyer.id_user}:${input.idempotency_key ?? randomUUID()}`;
  if (input.idempotency_key) {
    const existing = await intentsByKey(context.db, key);
    if (existing.length > 0) return replay(context, existing, input);
  }

  const owner = await addressOwner(context.db, input.you.adresse.id);
  // An address deleted since it was shown (one no order named is deleted outright) is asked for
  // again like a changed one.
  if (owner === undefined) {
    throw notFound(`No delivery address ${input.you.adresse.id}.`, { code: ADDRESS_NOT_FOUND_CODE });
  }
  if (owner.id_user !== buyer.id_user) throw forbidden('This delivery address belongs to another user.');
  // Changed or deleted since the checkout showed it (in another tab): the buyer chooses again
  // from their book as it now is, rather than paying to what they no longer mean.
  if (owner.retired) {
    throw conflict('This delivery address was changed or deleted since: choose the address again.', {
      code: ADDRESS_RETIRED_CODE,
    });
  }
  const priced = await priceLines(context, buyer, input);

  await clearTheWay(context, buyer, ids, key);
  const customerId = await context.payments.ensureCustomer(buyer);

  const now = context.now();
  const expiresAt = new Date(now.getTime() + context.config.reservationTtlSeconds * 1000);
  const reservations: NewReservation[] = priced.map(({ line, item, amount, sellerUnits, hold }) => ({
    id: randomId(PLACEHOLDER_PREFIX.slice(0, -1)),
    client_secret: '',
    idempotency_key: key,
    provider: context.payments.name,
    id_user: buyer.id_user,
    id_vendeur: item.id_vendeur,
    id_produit: item.id_produit,
    id_sous_produit: line.sous_produit,
    id_adresse_livraison: input.you.adresse.id,
    amount,
    currency: input.you.devise.toUpperCase(),
    amount_vendeur: sellerUnits,
    currency_vendeur: item.code_monnaie_vendeur,
    save_card: input.save_card ?? false,
    expires_at: expiresAt,
    now,
    id_offre: hold?.id_offre ?? null,
  }));

  await context.db.transaction(async (tx) => {
    await withinHoldLimits(context, tx, buyer, key, reservations.length, now);
    // The listings in the order of their ids, as an account deletion takes its listings
    // (accountDeletion.ts lockListingsOf): two that took them in different orders could each
    // hold one the other waits for.
    const inLockOrder = [...reservations].sort(
      (a, b) => a.id_produit - b.id_produit || a.id_sous_produit - b.id_sous_produit,
    );
    for (const reservation of inLockOrder) {
      // Under a share lock on the listing: a withdrawal or an edit under way is waited for and
      // seen, and one that comes after waits for this checkout and then finds its reservation.
      if (await isOffSale(tx, reservation.id_produit)) {
        throw conflict(SOLD_OR_RESERVED, { id_sous_produit: reservation.id_sous_produit });
      }
      // Read again under the listing's lock, which an acceptance takes too: a hold made since
      // the prices were read is seen here, and one made after sees this reservation.
      const [hold] = await holdsOn(tx, [reservation.id_sous_produit], now);
      if (hold && hold.id_user !== buyer.id_user) {
        throw conflict(HELD_FOR_ANOTHER, { id_sous_produit: reservation.id_sous_produit });
      }
      if ((hold?.id_offre ?? null) !== (reservation.id_offre ?? null)) {
        throw conflict('The price of this item has changed. Check the new price and pay again.', {
          id_sous_produit: reservation.id_sous_produit,
        });
      }
      try {
        await insertReservation(tx, reservation);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same key racing itself collides on (idempotency_key, id_sous_produit); anything
        // else is the item's live reservation.
        if (error.constraint?.includes('idempotency')) throw conflict(BEING_PREPARED);
        throw conflict(SOLD_OR_RESERVED, { id_sous_produit: reservation.id_sous_produit });
      }
    }
  });

  return openProviderIntents(context, reservations, customerId);
}

/**
 * One provider intent per reservation. Should the provider fail, every reservation of the
 * request is released (after canceling whatever intent was opened), so nothing stays held.
 */
async function openProviderIntents(
  context: AppContext,
  reservations: NewReservation[],
  customerId: string,
): Promise<PaymentIntent[]> {
  const opened: Array<{ reservation: NewReservation; id: string; status: string; clientSecret: string }> = [];
  try {
    for (const reservation of reservations) {
      const intent = await context.payments.createIntent({
        amount: reservation.amount,
        currency: reservation.currency,
        idempotencyKey: `${reservation.idempotency_key}:${reservation.id_sous_produit}`,
        customerId,
        description: `Vitrine: product ${reservation.id_produit}, item ${reservation.id_sous_produit}`,
        saveCard: reservation.save_card,
      });
      opened.push({ reservation, id: intent.id, status: intent.status, clientSecret: intent.clientSecret });
      // Its secret is not out yet, so an intent whose reservation is gone is canceled unseen.
      if (!(await attachProviderIntent(context.db, reservation.id, intent))) {
        throw conflict('A newer checkout of these items replaced this one.', {
          id_sous_produit: reservation.id_sous_produit,
        });
      }
    }
  } catch (error) {
    await release(context, reservations, opened);
    throw error;
  }
  return opened.map(({ reservation, id, status, clientSecret }) =>
    answerOf({ ...reservation, id, client_secret: clientSecret }, status),
  );
}

async function release(
  context: AppContext,
  reservations: NewReservation[],
  opened: Array<{ reservation: NewReservation; id: string }>,
): Promise<void> {
  for (const reservation of reservations) {
    const intent = opened.find((entry) => entry.reservation === reservation);
    try {
      if (intent) await context.payments.cancelIntent(intent.id);
      await cancelReservation(context.db, reservation.id, context.now());
      if (intent) await cancelReservation(context.db, intent.id, context.now());
    } catch {
      // Left pending: the sweeper settles it when it expires.
    }
  }
}
