/**
 * Users A and B and what A owns, made in two steps: accounts and sessions straight into the
 * stopped server's database, then A's life through the API of the running server (an order, a
 * reservation, a cart line, a favourite, a message, a setting, a payout account, an offer).
 */
import { type CreateIntentBody, type Offer, type PaymentIntent, toMinorUnits } from '@vitrine/contract';
import type { Database } from '../src/db/database.js';
import { openSession } from '../src/db/queries/users.js';
import { type ItemForSale, intentBody, newBuyer } from '../src/testing/checkoutFixtures.js';
import { withDb } from './database.js';
import { call } from './http.js';
import { itemsForSale } from './items.js';
import type { Actors } from './routeInputs.js';

export interface PreparedActors {
  a: Actors['a'];
  b: Actors['b'];
  /** A session of A's that has expired. */
  expiredTokenA: string;
  sellerId: number;
  productId: number;
  subProductId: number;
  orderBody: CreateIntentBody;
  reservationBody: CreateIntentBody;
  checkout: CreateIntentBody;
  /** A's offer on the item in A's cart: 80 % of its price, in its seller's currency. */
  offerBody: { id_sous_produit: number; montant: number; devise: string };
}

/** In the stopped server's database: A and B with sessions and addresses, items for A to buy. */
export async function prepareActors(db: Database): Promise<PreparedActors> {
  const server = withDb(db);
  const a = await newBuyer(server);
  const b = await newBuyer(server);
  const expiredTokenA = (await openSession(db, a.id_user, -60, new Date())).token;
  const [ordered, reserved, toCheckout, inCart] = (await itemsForSale(db, 4)) as [
    ItemForSale,
    ItemForSale,
    ItemForSale,
    ItemForSale,
  ];
  return {
    a,
    b,
    expiredTokenA,
    sellerId: inCart.id_vendeur,
    productId: inCart.id_produit,
    subProductId: inCart.id_sous_produit,
    orderBody: await intentBody(server, a, [ordered]),
    reservationBody: await intentBody(server, a, [reserved]),
    checkout: await intentBody(server, a, [toCheckout]),
    offerBody: {
      id_sous_produit: inCart.id_sous_produit,
      montant: toMinorUnits(inCart.prix_unitaire * 0.8, inCart.code_monnaie_vendeur.trim()),
      devise: inCart.code_monnaie_vendeur.trim(),
    },
  };
}

async function ok<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A's life through the running server's API; answers every id the route calls need. */
export async function liveActors(url: string, prepared: PreparedActors): Promise<Actors> {
  const { a, sellerId, productId, subProductId } = prepared;
  const asA = { token: a.token };
  const card = async () =>
    (
      await ok(
        call<{ id: string }>(url, 'sandbox/tokens', {
          ...asA,
          body: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } },
        }),
        'card token',
      )
    ).id;

  const ordered = await ok(
    call<{ succeeded: PaymentIntent[] }>(url, 'stripe/v2/payment/intent', {
      ...asA,
      body: prepared.orderBody,
    }),
    'intent',
  );
  const paying = ordered.succeeded[0] as PaymentIntent;
  await ok(
    call(url, `sandbox/payment_intents/${paying.id}/confirm`, {
      body: { payment_method: await card(), client_secret: paying.client_secret },
    }),
    'confirm',
  );
  const purchases = await ok(
    call<{ data: { id_commande: number }[] }>(
      url,
      `CommandeController/filterCommandeByIdUser?id_user=${a.id_user}`,
      asA,
    ),
    'purchases',
  );
  const reserved = await ok(
    call<{ succeeded: PaymentIntent[] }>(url, 'stripe/v2/payment/intent', {
      ...asA,
      body: prepared.reservationBody,
    }),
    'reservation',
  );
  await ok(
    call(url, 'PanierController/add_panier', {
      ...asA,
      body: { id_user: a.id_user, id_produit: productId, id_sous_produit: subProductId },
    }),
    'cart',
  );
  await ok(
    call(url, 'WishlistController/toggle_wishlist', {
      ...asA,
      body: { id_user: a.id_user, id_produit: productId },
    }),
    'favourite',
  );
  await ok(
    call(url, 'MessageController/send_message', {
      ...asA,
      body: {
        id_sender: a.id_user,
        id_receiver: sellerId,
        objet: 'Sac',
        corps_message: 'Toujours disponible ?',
      },
    }),
    'message',
  );
  await ok(
    call(url, 'ProfileController/update_paramatre_user', {
      ...asA,
      body: { id_user: a.id_user, nom_table: 'love', value: '0' },
    }),
    'setting',
  );
  // A payout account, so that another's token spent on it (stripeController/update2) meets an account.
  const accountToken = await ok(
    call<{ id: string }>(url, 'sandbox/tokens', {
      ...asA,
      body: { account: { business_type: 'individual' } },
    }),
    'account token',
  );
  await ok(
    call(url, 'stripe/v2/account/store', { ...asA, body: { country: 'FR', token: accountToken.id } }),
    'payout account',
  );
  const offer = await ok(
    call<{ data: Offer }>(url, 'offers/make', { ...asA, body: prepared.offerBody }),
    'offer',
  );
  const saved = await ok(
    call<{ data: { id_recherche: number } }>(url, 'alerts/searches/save', {
      ...asA,
      body: { q: 'sac', etat: 'occasion' },
    }),
    'saved search',
  );
  const reservation = reserved.succeeded[0] as PaymentIntent;
  return {
    a,
    b: prepared.b,
    sellerId,
    productId,
    subProductId,
    orderId: (purchases.data[0] as { id_commande: number }).id_commande,
    intent: { id: reservation.id, client_secret: reservation.client_secret },
    checkout: prepared.checkout,
    offerId: offer.data.id_offre,
    offerBody: prepared.offerBody,
    savedSearchId: saved.data.id_recherche,
  };
}

/**
 * Every row that names a user, in every table that has a user column: what "A's data" is. Read
 * from a stopped server's database; two snapshots compare as strings.
 */
export async function userSnapshot(db: Database, idUser: number): Promise<string> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('id_user', 'id_vendeur', 'id_sender', 'id_receiver')
      ORDER BY table_name, column_name`,
  );
  const parts: string[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await db.query(`SELECT * FROM ${table_name} WHERE ${column_name} = $1`, [idUser]);
    const sorted = rows.map((row) => JSON.stringify(row)).sort();
    parts.push(`${table_name}.${column_name}: ${sorted.join('\n')}`);
  }
  return parts.join('\n');
}
