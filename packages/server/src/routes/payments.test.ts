import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CardErrorSchema, ORDER_STATES, type PaymentIntent, PaymentIntentSchema } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import {
  addAddress,
  type Buyer,
  cardToken,
  confirm,
  createIntents,
  etatOf,
  intentBody,
  itemOf,
  lineFor,
  newBuyer,
  ordersOfItem,
  reservationsOfItem,
} from '../testing/checkoutFixtures.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
const notifications: Array<{ idUser: number; event: string; payload: unknown }> = [];

beforeAll(async () => {
  server = await startTestServer();
  server.context.notifier.attach((idUser, event, payload) => notifications.push({ idUser, event, payload }));
});
afterAll(() => server?.close());

const SELLER = TEST_ACCOUNTS.seller;
const OTHER_SELLER = TEST_ACCOUNTS.otherSeller;

describe('a whole checkout through HTTP', () => {
  it('reserves two items of two sellers, charges 4242 and makes one order per item', async () => {
    const session = await signIn(server.url, TEST_ACCOUNTS.buyer);
    const [address] = await server.db.query<{ id: number }>(
      `INSERT INTO adresse_livraison (id_user, nom, id_pays, adresse, complement, ville, region_etat, code_postal, telephone)
       VALUES ($1, 'Martin', (SELECT id_pays FROM pays WHERE alpha2 = 'FR'), '8 rue du Bac', '2e étage', 'Paris',
               'Île-de-France', '75007', '+33123456789')
       RETURNING id_adresse_livraison AS id`,
      [session.id_user],
    );
    const buyer: Buyer = {
      id_user: session.id_user,
      token: session.token,
      id_adresse: (address as { id: number }).id,
    };
    const first = await itemOf(server, SELLER);
    const second = await itemOf(server, OTHER_SELLER);
    // Both items wait in the buyer's cart, and the first in someone else's too.
    const bystander = await newBuyer(server);
    for (const [idUser, item] of [
      [buyer.id_user, first],
      [buyer.id_user, second],
      [bystander.id_user, first],
    ] as const) {
      await server.db.query('INSERT INTO panier (id_user, id_produit, id_sous_produit) VALUES ($1, $2, $3)', [
        idUser,
        item.id_produit,
        item.id_sous_produit,
      ]);
    }
    const [ventesBefore] = await server.db.query<{ ventes: number }>(
      'SELECT ventes FROM produit WHERE id_produit = $1',
      [first.id_produit],
    );

    const body = await intentBody(server, buyer, [first, second]);
    const created = await createIntents(server, buyer.token, body);
    expect(created.status).toBe(200);
    expect(created.body.publishable_key).toBe('pk_test_sandbox');
    const intents = created.body.succeeded;
    expect(intents).toHaveLength(2);
    for (const [index, intent] of intents.entries()) {
      const item = index === 0 ? first : second;
      expect(z.safeParse(PaymentIntentSchema, intent).success).toBe(true);
      expect(intent).toMatchObject({
        amount: body.commandes[index]?.prix,
        currency: 'EUR',
        status: 'requires_payment_method',
        id_produit: item.id_produit,
        id_sous_produit: item.id_sous_produit,
        id_vendeur: item.id_vendeur,
      });
      expect(intent.id).toMatch(/^pi_[A-Za-z0-9]+$/);
      expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`));
    }
    // A French seller's price in euros is charged as is, in cents.
    expect(intents[0]?.amount).toBe(Math.round(first.prix_unitaire * 100));

    const reserved = await reservationsOfItem(server, first.id_sous_produit);
    expect(reserved).toMatchObject([{ id: intents[0]?.id, status: 'pending', id_user: buyer.id_user }]);

    const cards: string[] = [];
    for (const intent of intents) {
      // A card token pays once: one per intent, as Stripe's.
      const card = await cardToken(server, buyer, '4242 4242 4242 4242');
      expect(card).toMatch(/^tok_/);
      cards.push(card);
      const paid = await confirm(server, intent, card);
      expect(paid.status).toBe(200);
      expect(paid.body).toEqual({
        id: intent.id,
        status: 'succeeded',
        amount: intent.amount,
        currency: 'EUR',
      });
    }

    for (const [index, item] of [first, second].entries()) {
      const orders = await ordersOfItem(server, item.id_sous_produit);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        id_user: buyer.id_user,
        id_vendeur: item.id_vendeur,
        id_payment_intent: intents[index]?.id,
        montant_paye: intents[index]?.amount,
        devise_paye: 'EUR',
        etat: ORDER_STATES[0],
        prix_unitaire: item.prix_unitaire,
        id_adresse_livraison: buyer.id_adresse,
      });
      expect(await etatOf(server, item.id_sous_produit)).toBe('Vendu');
      expect(notifications).toContainEqual({
        idUser: item.id_vendeur,
        event: 'update etat commande',
        payload: { id_commande: orders[0]?.id_commande, etat: ORDER_STATES[0] },
      });
    }
    const carts = await server.db.query('SELECT 1 FROM panier WHERE id_sous_produit = ANY($1::int[])', [
      [first.id_sous_produit, second.id_sous_produit],
    ]);
    expect(carts).toHaveLength(0);
    const [ventesAfter] = await server.db.query<{ ventes: number }>(
      'SELECT ventes FROM produit WHERE id_produit = $1',
      [first.id_produit],
    );
    expect(ventesAfter?.ventes).toBe((ventesBefore?.ventes ?? 0) + 1);
    expect((await reservationsOfItem(server, first.id_sous_produit))[0]?.status).toBe('succeeded');

    // Confirming again charges nothing more and makes no second order.
    const again = await confirm(
      server,
      intents[0] as { id: string; client_secret: string },
      cards[0] as string,
    );
    expect(again.status).toBe(200);
    expect(await ordersOfItem(server, first.id_sous_produit)).toHaveLength(1);

    // A sold item cannot be reserved again.
    const late = await createIntents(server, bystander.token, await intentBody(server, bystander, [first]));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ id_sous_produit: first.id_sous_produit });
  });

  it('prices in the buyer currency from the database: a Japanese seller bought in euros, a French one in yen', async () => {
    const buyer = await newBuyer(server);
    const fromJapan = await itemOf(server, 'ginzatreasure@sellers.vitrine.dev');
    const [yenRate, euroRate] = [(await rateOf('JPY')) as number, (await rateOf('EUR')) as number];
    const created = await createIntents(server, buyer.token, await intentBody(server, buyer, [fromJapan]));
    expect(created.status).toBe(200);
    expect(created.body.succeeded[0]?.amount).toBe(
      Math.round((fromJapan.prix_unitaire / yenRate) * euroRate * 100),
    );

    const yenBuyer = await newBuyer(server, 'JP');
    const fromFrance = await itemOf(server, SELLER);
    const inYen = {
      ...(await intentBody(server, yenBuyer, [])),
      you: { id: yenBuyer.id_user, devise: 'JPY', adresse: { id: yenBuyer.id_adresse } },
      commandes: [await lineFor(server, fromFrance, 'JPY')],
    };
    const yen = await createIntents(server, yenBuyer.token, inYen);
    expect(yen.status).toBe(200);
    // JPY has no minor unit: the amount is whole yen.
    expect(yen.body.succeeded[0]).toMatchObject({
      currency: 'JPY',
      amount: Math.round(fromFrance.prix_unitaire * yenRate),
    });
  });

  it('refuses a declined card with the provider message, makes no order and lets another card pay', async () => {
    const cases = [
      ['4000000000000002', 'Your card was declined.', 'card_declined', 'generic_decline'],
      ['4000000000009995', 'Your card has insufficient funds.', 'card_declined', 'insufficient_funds'],
      ['4000000000000069', 'Your card has expired.', 'expired_card', 'expired_card'],
      ['4000000000000127', "Your card's security code is incorrect.", 'incorrect_cvc', 'incorrect_cvc'],
      ['4111111111111111', 'Your card was declined.', 'card_declined', 'generic_decline'],
    ] as const;
    const buyer = await newBuyer(server);
    const item = await itemOf(server, SELLER);
    const created = await createIntents(server, buyer.token, await intentBody(server, buyer, [item]));
    const intent = created.body.succeeded[0] as { id: string; client_secret: string };
    for (const [number, error, code, decline_code] of cases) {
      const refused = await confirm(server, intent, await cardToken(server, buyer, number));
      expect(refused.status, number).toBe(402);
      expect(refused.body).toEqual({ error, code, decline_code });
      expect(z.safeParse(CardErrorSchema, refused.body).success).toBe(true);
    }
    expect(await ordersOfItem(server, item.id_sous_produit)).toHaveLength(0);
    expect(await etatOf(server, item.id_sous_produit)).toBe('Disponible');
    // Still held for this buyer, who can pay with another card.
    expect((await reservationsOfItem(server, item.id_sous_produit))[0]?.status).toBe('pending');
    expect((await confirm(server, intent, await cardToken(server, buyer))).status).toBe(200);
    expect(await ordersOfItem(server, item.id_sous_produit)).toHaveLength(1);
  });

  it('answers a card asking for 3-D Secure with authentication_required and leaves the intent waiting', async () => {
    const buyer = await newBuyer(server);
    const item = await itemOf(server, SELLER);
    const created = await createIntents(server, buyer.token, await intentBody(server, buyer, [item]));
    const intent = created.body.succeeded[0] as { id: string; client_secret: string };
    const refused = await confirm(server, intent, await cardToken(server, buyer, '4000002760003184'));
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'authentication_required' });
    expect(refused.body.error).toMatch(/^This payment requires additional user action/);
    const [sandboxSide] = await server.db.query<{ status: string }>(
      'SELECT status FROM sandbox_intent WHERE id = $1',
      [intent.id],
    );
    expect(sandboxSide?.status).toBe('requires_action');
    expect(await ordersOfItem(server, item.id_sous_produit)).toHaveLength(0);
  });

  it('spends a card token on one payment, and only for the user who made it, as Stripe does', async () => {
    const buyer = await newBuyer(server);
    const stranger = await newBuyer(server);
    const items = [await itemOf(server, SELLER), await itemOf(server, SELLER)];
    const created = await createIntents(server, buyer.token, await intentBody(server, buyer, items));
    const [first, second] = created.body.succeeded as [PaymentIntent, PaymentIntent];
    const card = await cardToken(server, buyer);
    expect((await confirm(server, first, card)).status).toBe(200);
    // The same payment confirmed again (a retry) is still that payment.
    expect((await confirm(server, first, card)).status).toBe(200);

    const reused = await confirm(server, second, card);
    expect(reused.status).toBe(409);
    expect(reused.body.error).toMatch(/already used/);
    // Another user's token, or one made signed out, is no card for this buyer's payment.
    for (const foreign of [await cardToken(server, stranger), await cardToken(server, { token: '' })]) {
      const refused = await confirm(server, second, foreign);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/no such card/);
    }
    expect(await ordersOfItem(server, items[1]!.id_sous_produit)).toHaveLength(0);
    expect((await confirm(server, second, await cardToken(server, buyer))).status).toBe(200);
    expect(await ordersOfItem(server, items[1]!.id_sous_produit)).toHaveLength(1);
  });

  it('refuses a confirm without the right client secret, payment method or intent', async () => {
    const buyer = await newBuyer(server);
    const item = await itemOf(server, SELLER);
    const created = await createIntents(server, buyer.token, await intentBody(server, buyer, [item]));
    const intent = created.body.succeeded[0] as { id: string; client_secret: string };
    const card = await cardToken(server, buyer);

    const wrongSecret = await confirm(
      server,
      { id: intent.id, client_secret: `${intent.id}_secret_guess` },
      card,
    );
    expect(wrongSecret.status).toBe(403);
    expect(wrongSecret.body.error).toEqual(expect.any(String));
    const unknown = await confirm(
      server,
      { id: 'pi_000000000000000000000000', client_secret: intent.client_secret },
      card,
    );
    expect(unknown.status).toBe(404);
    const malformedId = await confirm(
      server,
      { id: "' OR 1=1 --", client_secret: intent.client_secret },
      card,
    );
    expect(malformedId.status).toBe(400);
    const noMethod = await confirm(server, intent, 'tok_doesnotexist');
    expect(noMethod.status).toBe(400);
    const tooLong = await confirm(server, { id: intent.id, client_secret: 'x'.repeat(10_000) }, card);
    expect(tooLong.status).toBe(400);
    const missing = await api(server.url, `sandbox/payment_intents/${intent.id}/confirm`, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual(expect.any(String));

    expect(await ordersOfItem(server, item.id_sous_produit)).toHaveLength(0);
    expect((await confirm(server, intent, card)).status).toBe(200);
  });
});

async function rateOf(currency: string): Promise<number | undefined> {
  const [row] = await server.db.query<{ taux_change: number }>(
    'SELECT taux_change FROM pays WHERE code_monnaie = $1 LIMIT 1',
    [currency],
  );
  return row?.taux_change;
}

describe('stripe/v2/payment/intent refusals', () => {
  let buyer: Buyer;
  beforeAll(async () => {
    buyer = await newBuyer(server);
  });

  it('refuses a price the server does not agree with, answering the fresh price and reserving nothing', async () => {
    const item = await itemOf(server, OTHER_SELLER);
    const body = await intentBody(server, buyer, [item]);
    const fresh = body.commandes[0]?.prix as number;
    (body.commandes[0] as { prix: number }).prix = 1;
    const refused = await createIntents(server, buyer.token, body);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: expect.any(String),
      id_sous_produit: item.id_sous_produit,
      prix: fresh,
    });
    expect(await reservationsOfItem(server, item.id_sous_produit)).toHaveLength(0);
  });

  it('reserves all lines or none', async () => {
    const good = await itemOf(server, SELLER);
    const repriced = await itemOf(server, OTHER_SELLER);
    const body = await intentBody(server, buyer, [good, repriced]);
    (body.commandes[1] as { prix: number }).prix += 100;
    expect((await createIntents(server, buyer.token, body)).status).toBe(409);
    expect(await reservationsOfItem(server, good.id_sous_produit)).toHaveLength(0);

    // The second item held by someone else: the first is not reserved either.
    const other = await newBuyer(server);
    expect(
      (await createIntents(server, other.token, await intentBody(server, other, [repriced]))).status,
    ).toBe(200);
    const blocked = await createIntents(
      server,
      buyer.token,
      await intentBody(server, buyer, [good, repriced]),
    );
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({
      error: 'This item has just been reserved or sold.',
      id_sous_produit: repriced.id_sous_produit,
    });
    expect(await reservationsOfItem(server, good.id_sous_produit)).toHaveLength(0);
  });

  it('answers the same intents to the same idempotency key, reserving once', async () => {
    const item = await itemOf(server, SELLER);
    const body = await intentBody(server, buyer, [item], { idempotency_key: 'checkout-0001-abcdef' });
    const first = await createIntents(server, buyer.token, body);
    const second = await createIntents(server, buyer.token, body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.succeeded).toEqual(first.body.succeeded);
    expect(await reservationsOfItem(server, item.id_sous_produit)).toHaveLength(1);
    const [sandboxSide] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sandbox_intent WHERE id = $1',
      [first.body.succeeded[0]?.id],
    );
    expect(sandboxSide?.count).toBe(1);
    // The same key for other items is refused rather than answered with the first intents.
    const otherItem = await itemOf(server, SELLER);
    const reused = await createIntents(
      server,
      buyer.token,
      await intentBody(server, buyer, [otherItem], { idempotency_key: 'checkout-0001-abcdef' }),
    );
    expect(reused.status).toBe(409);
  });

  it('reserves once when the same key arrives several times at once', async () => {
    const item = await itemOf(server, SELLER);
    const body = await intentBody(server, buyer, [item], { idempotency_key: 'checkout-0002-racing' });
    const answers = await Promise.all([1, 2, 3].map(() => createIntents(server, buyer.token, body)));
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409)).toBe(
      true,
    );
    expect(new Set(ok.map((answer) => answer.body.succeeded[0]?.id)).size).toBe(1);
    expect(await reservationsOfItem(server, item.id_sous_produit)).toMatchObject([{ status: 'pending' }]);
    // Once prepared, the key answers the same intent.
    const later = await createIntents(server, buyer.token, body);
    expect(later.body.succeeded[0]?.id).toBe(ok[0]?.body.succeeded[0]?.id);
  });

  it("replaces the buyer's own earlier checkout of an item instead of locking them out", async () => {
    const item = await itemOf(server, SELLER);
    const first = await createIntents(server, buyer.token, await intentBody(server, buyer, [item]));
    const second = await createIntents(server, buyer.token, await intentBody(server, buyer, [item]));
    expect(second.status).toBe(200);
    const old = first.body.succeeded[0] as { id: string; client_secret: string };
    expect(second.body.succeeded[0]?.id).not.toBe(old.id);
    expect((await reservationsOfItem(server, item.id_sous_produit)).map((row) => row.status)).toEqual([
      'canceled',
      'pending',
    ]);
    // The replaced intent can no longer be paid.
    expect((await confirm(server, old, await cardToken(server, buyer))).status).toBe(409);
  });

  it('refuses items that are not for sale to this buyer', async () => {
    const seller = await signIn(server.url, SELLER);
    const sellerAddress = await addAddress(server, seller.id_user);
    const own = await itemOf(server, SELLER);
    const asSeller = {
      ...(await intentBody(server, buyer, [own])),
      you: { id: seller.id_user, devise: 'EUR', adresse: { id: sellerAddress } },
    };
    const ownItem = await createIntents(server, seller.token, asSeller);
    expect(ownItem.status).toBe(400);
    expect(ownItem.body.error).toMatch(/own item/);

    const item = await itemOf(server, SELLER);
    const other = await itemOf(server, OTHER_SELLER);
    const base = await intentBody(server, buyer, [item]);
    const line = base.commandes[0] as (typeof base.commandes)[number];
    const wrongSeller = { ...base, commandes: [{ ...line, kate: { id: other.id_vendeur, devise: 'EUR' } }] };
    expect((await createIntents(server, buyer.token, wrongSeller)).status).toBe(400);
    const wrongProduct = { ...base, commandes: [{ ...line, produit: { id: other.id_produit } }] };
    expect((await createIntents(server, buyer.token, wrongProduct)).status).toBe(400);
    const unknown = { ...base, commandes: [{ ...line, sous_produit: 2_000_000_000 }] };
    const unknownAnswer = await createIntents(server, buyer.token, unknown);
    expect(unknownAnswer.status).toBe(404);
    expect(unknownAnswer.body).toMatchObject({ id_sous_produit: 2_000_000_000 });
    const twice = { ...base, commandes: [line, line] };
    expect((await createIntents(server, buyer.token, twice)).status).toBe(400);

    const [sold] = await server.db.query<{ id: number; id_produit: number; id_vendeur: number }>(
      `SELECT s.id, s.id_produit, p.id_vendeur FROM sous_produit s JOIN produit p ON p.id_produit = s.id_produit
        WHERE s.etat = 'Vendu' AND p.id_vendeur <> $1 LIMIT 1`,
      [buyer.id_user],
    );
    const soldLine = {
      ...line,
      produit: { id: sold?.id_produit as number },
      sous_produit: sold?.id as number,
      kate: { id: sold?.id_vendeur as number, devise: 'EUR' },
    };
    const soldAnswer = await createIntents(server, buyer.token, { ...base, commandes: [soldLine] });
    expect(soldAnswer.status).toBe(409);
    expect(soldAnswer.body).toMatchObject({ id_sous_produit: sold?.id });
    expect(await reservationsOfItem(server, item.id_sous_produit)).toHaveLength(0);
  });

  it('checks who pays, where it goes and in what currency', async () => {
    const item = await itemOf(server, SELLER);
    const body = await intentBody(server, buyer, [item]);
    expect((await createIntents(server, '', body)).status).toBe(401);
    const other = await newBuyer(server);
    const asSomeoneElse = { ...body, you: { ...body.you, id: other.id_user } };
    expect((await createIntents(server, buyer.token, asSomeoneElse)).status).toBe(403);
    const theirAddress = { ...body, you: { ...body.you, adresse: { id: other.id_adresse } } };
    expect((await createIntents(server, buyer.token, theirAddress)).status).toBe(403);
    const noAddress = { ...body, you: { ...body.you, adresse: { id: 2_000_000_000 } } };
    expect((await createIntents(server, buyer.token, noAddress)).status).toBe(404);
    const unknownCurrency = { ...body, you: { ...body.you, devise: 'XYZ' } };
    const currencyAnswer = await createIntents(server, buyer.token, unknownCurrency);
    expect(currencyAnswer.status).toBe(400);
    expect(currencyAnswer.body.error).toMatch(/XYZ/);
    expect(await reservationsOfItem(server, item.id_sous_produit)).toHaveLength(0);
  });

  it('answers 400 to malformed bodies', async () => {
    const item = await itemOf(server, SELLER);
    const body = await intentBody(server, buyer, [item]);
    const line = body.commandes[0] as (typeof body.commandes)[number];
    const malformed: unknown[] = [
      {},
      { ...body, commandes: [] },
      { ...body, commandes: undefined },
      { ...body, you: { ...body.you, devise: "' OR 1=1 --" } },
      { ...body, commandes: [{ ...line, sous_produit: -4 }] },
      { ...body, commandes: [{ ...line, sous_produit: "1' OR '1'='1" }] },
      { ...body, commandes: [{ ...line, prix: -100 }] },
      { ...body, commandes: [{ ...line, prix: 12.5 }] },
      { ...body, commandes: [{ ...line, quantite: 2 }] },
      { ...body, idempotency_key: 'k'.repeat(10_000) },
      { ...body, you: { ...body.you, adresse: { id: 'abc' } } },
    ];
    for (const bad of malformed) {
      const answer = await createIntents(server, buyer.token, bad);
      expect(answer.status, JSON.stringify(bad).slice(0, 200)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect(await reservationsOfItem(server, item.id_sous_produit)).toHaveLength(0);
  });
});

describe('one item, many buyers at once', () => {
  it('lets exactly one of 20 concurrent buyers reserve it, and that one pay', async () => {
    const item = await itemOf(server, SELLER);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newBuyer(server)));
    const bodies = await Promise.all(buyers.map((each) => intentBody(server, each, [item])));
    const answers = await Promise.all(
      buyers.map((each, index) => createIntents(server, each.token, bodies[index])),
    );

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.body).toMatchObject({ error: expect.any(String), id_sous_produit: item.id_sous_produit });
    }
    const live = (await reservationsOfItem(server, item.id_sous_produit)).filter(
      (row) => row.status === 'pending',
    );
    expect(live).toHaveLength(1);

    const winnerIndex = answers.findIndex((answer) => answer.status === 200);
    const intent = answers[winnerIndex]?.body.succeeded[0] as { id: string; client_secret: string };
    expect(live[0]?.id_user).toBe(buyers[winnerIndex]?.id_user);
    expect((await confirm(server, intent, await cardToken(server, buyers[winnerIndex]!))).status).toBe(200);
    const orders = await ordersOfItem(server, item.id_sous_produit);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.id_user).toBe(buyers[winnerIndex]?.id_user);
  });
});

describe('sandbox/tokens', () => {
  it('tokenises a card, and refuses one already expired with expired_card', async () => {
    const made = await api(server.url, 'sandbox/tokens', {
      body: { card: { number: '4242424242424242', exp_month: 3, exp_year: 2099, cvc: '314' } },
    });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({
      id: expect.stringMatching(/^tok_/),
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2099 },
    });
    const expired = await api(server.url, 'sandbox/tokens', {
      body: { card: { number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '314' } },
    });
    expect(expired.status).toBe(402);
    expect(expired.body).toMatchObject({ code: 'expired_card', error: 'Your card has expired.' });
  });

  it('binds bank and account tokens to the signed-in user', async () => {
    const buyer = await newBuyer(server);
    const bank = await api(server.url, 'sandbox/tokens', {
      token: buyer.token,
      body: {
        bank_account: { country: 'fr', currency: 'eur', account_number: 'FR1420041010050500013M02606' },
      },
    });
    expect(bank.status).toBe(200);
    expect(bank.body).toEqual({
      id: expect.stringMatching(/^btok_/),
      type: 'bank_account',
      bank_account: { last4: '2606', country: 'FR' },
    });
    const account = await api(server.url, 'sandbox/tokens', { token: buyer.token, body: { account: {} } });
    expect(account.body).toEqual({ id: expect.stringMatching(/^ct_/), type: 'account' });
    const rows = await server.db.query<{ id_user: number }>(
      'SELECT id_user FROM sandbox_token WHERE id = ANY($1)',
      [[bank.body.id, account.body.id]],
    );
    expect(rows).toEqual([{ id_user: buyer.id_user }, { id_user: buyer.id_user }]);
    // The full account number is not kept.
    const stored = await server.db.query('SELECT * FROM sandbox_token WHERE id = $1', [bank.body.id]);
    expect(JSON.stringify(stored)).not.toContain('FR1420041010050500013M02606');
  });

  it('answers 400 unless exactly one well-formed detail is given, and 401 to a bad session', async () => {
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };
    const bad: unknown[] = [
      {},
      { card, account: {} },
      { card: { ...card, number: "' OR 1=1 --" } },
      { card: { ...card, exp_month: 13 } },
      { card: { ...card, cvc: 'abc' } },
      { card: { ...card, name: 'n'.repeat(10_000) } },
      { bank_account: { country: 'FR', currency: 'EUR', account_number: '1' } },
    ];
    for (const body of bad) {
      const answer = await api(server.url, 'sandbox/tokens', { body });
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect((await api(server.url, 'sandbox/tokens', { token: 'x'.repeat(43), body: { card } })).status).toBe(
      401,
    );
  });
});

describe('stripe/v2/payment/customer and saved cards', () => {
  it('creates the customer on first use and shows the card saved by a payment', async () => {
    const buyer = await newBuyer(server);
    const first = await api<{ data: { customer: string; card: unknown } }>(
      server.url,
      'stripe/v2/payment/customer',
      {
        token: buyer.token,
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ customer: expect.stringMatching(/^cus_/), card: null });
    const again = await api<{ data: { customer: string } }>(
      server.url,
      `stripe/v2/payment/customer?id=${buyer.id_user}`,
      { token: buyer.token },
    );
    expect(again.body.data.customer).toBe(first.body.data.customer);

    const item = await itemOf(server, SELLER);
    const created = await createIntents(
      server,
      buyer.token,
      await intentBody(server, buyer, [item], { save_card: true }),
    );
    const intent = created.body.succeeded[0] as { id: string; client_secret: string };
    expect((await confirm(server, intent, await cardToken(server, buyer, '5555555555554444'))).status).toBe(
      200,
    );
    const saved = await api<{ data: { card: { token: string } } }>(server.url, 'stripe/v2/payment/customer', {
      token: buyer.token,
    });
    expect(saved.body.data.card).toEqual({
      token: expect.stringMatching(/^pm_/),
      brand: 'mastercard',
      last4: '4444',
      exp_month: 12,
      exp_year: 2099,
    });

    // The saved card pays the next checkout, and only this customer's.
    const next = await itemOf(server, SELLER);
    const nextIntent = (await createIntents(server, buyer.token, await intentBody(server, buyer, [next])))
      .body.succeeded[0] as { id: string; client_secret: string };
    const stranger = await newBuyer(server);
    const theirs = await itemOf(server, SELLER);
    const theirIntent = (
      await createIntents(server, stranger.token, await intentBody(server, stranger, [theirs]))
    ).body.succeeded[0] as { id: string; client_secret: string };
    expect((await confirm(server, theirIntent, saved.body.data.card.token)).status).toBe(400);
    expect((await confirm(server, nextIntent, saved.body.data.card.token)).status).toBe(200);
    expect(await ordersOfItem(server, next.id_sous_produit)).toHaveLength(1);
  });

  it('is private to the caller', async () => {
    const buyer = await newBuyer(server);
    const other = await newBuyer(server);
    expect((await api(server.url, 'stripe/v2/payment/customer')).status).toBe(401);
    expect(
      (await api(server.url, `stripe/v2/payment/customer?id=${other.id_user}`, { token: buyer.token }))
        .status,
    ).toBe(403);
    expect((await api(server.url, 'stripe/v2/payment/customer?id=-3', { token: buyer.token })).status).toBe(
      400,
    );
  });
});

describe('sandbox/files', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  function upload(authorization: string | undefined, purpose = 'identity_document', withFile = true) {
    const form = new FormData();
    form.append('purpose', purpose);
    if (withFile) form.append('file', new Blob([PNG], { type: 'image/png' }), 'id.png');
    return fetch(`${server.url}/api/sandbox/files`, {
      method: 'POST',
      headers: authorization ? { authorization } : {},
      body: form,
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));
  }

  /** The provider's private files on disk. */
  const storedFiles = () =>
    readdir(join(server.config.mediaDir, 'private', 'provider-files')).catch(() => [] as string[]);

  it("stores a file sent with the provider's publishable key", async () => {
    const answer = await upload('Bearer pk_test_sandbox');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: expect.stringMatching(/^file_/),
      purpose: 'identity_document',
      size: PNG.length,
    });
    const [row] = await server.db.query<{ chemin: string; taille: number }>(
      'SELECT chemin, taille FROM sandbox_file WHERE id = $1',
      [answer.body.id],
    );
    expect(row?.taille).toBe(PNG.length);
    expect(row?.chemin).toMatch(/^private\//);
  });

  it('refuses an upload without the publishable key, or with a user token instead', async () => {
    const buyer = await newBuyer(server);
    const [before] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sandbox_file',
    );
    const filesBefore = await storedFiles();
    expect((await upload(undefined)).status).toBe(401);
    expect((await upload(`Bearer ${buyer.token}`)).status).toBe(401);
    expect((await upload('Bearer pk_test_wrong')).status).toBe(401);
    const [after] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sandbox_file',
    );
    expect(after?.count).toBe(before?.count);
    // Nothing refused stays on disk.
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('answers 400 to a missing file or an unknown purpose', async () => {
    expect((await upload('Bearer pk_test_sandbox', 'identity_document', false)).status).toBe(400);
    expect((await upload('Bearer pk_test_sandbox', "' OR 1=1 --")).status).toBe(400);
  });
});
