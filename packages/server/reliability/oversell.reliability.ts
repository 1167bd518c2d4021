/**
 * 1. Oversell: 100 signed-in buyers pay for the same unique item at the same moment. The
 * partial unique index on live reservations lets one through; the 99 others are told 409, and
 * nothing is charged without an order.
 */
import type { CreateIntentBody, PaymentIntent } from '@vitrine/contract';
import { afterAll, expect, inject, it } from 'vitest';
import { TEST_ACCOUNTS } from '../src/testing/accounts.js';
import {
  type Buyer,
  cardToken,
  confirm,
  createIntents,
  etatOf,
  itemOf,
  lineFor,
  newBuyer,
} from '../src/testing/checkoutFixtures.js';
import { atUrl, withDatabase, withDb } from './database.js';
import { reportFigure } from './figures.js';
import { paymentInvariants } from './invariants.js';
import { freshDataDir, removeDataDir, type ServerProcess, startServerProcess } from './serverProcess.js';

const BUYERS = 100;

let server: ServerProcess | undefined;
const dataDir = freshDataDir(inject('reliabilityTemplate'));
afterAll(async () => {
  await server?.kill('SIGKILL');
  removeDataDir(dataDir);
});

it(`${BUYERS} buyers race for one item: 1 order, ${BUYERS - 1} × 409`, async () => {
  const { buyers, line, idSousProduit } = await withDatabase(dataDir, async (db) => {
    const buyers: Buyer[] = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await newBuyer(withDb(db)));
    const item = await itemOf(withDb(db), TEST_ACCOUNTS.seller);
    return { buyers, line: await lineFor(withDb(db), item), idSousProduit: item.id_sous_produit };
  });

  server = await startServerProcess({ dataDir });
  const api = atUrl(server.url);
  // Cards are tokenised first, as a browser does before asking for the intent: the race is the
  // checkout itself.
  const cards = await Promise.all(buyers.map((buyer) => cardToken(api, buyer)));
  const body = (buyer: Buyer): CreateIntentBody => ({
    you: { id: buyer.id_user, devise: 'EUR', adresse: { id: buyer.id_adresse } },
    commandes: [line],
    device: 'web',
  });

  const outcomes = await Promise.all(
    buyers.map(async (buyer, index) => {
      const created = await createIntents(api, buyer.token, body(buyer));
      if (created.status !== 200) return { intent: created.status, error: created.body.error };
      const intent = created.body.succeeded[0] as PaymentIntent;
      const paid = await confirm(api, intent, cards[index] as string);
      return { intent: 200, confirm: paid.status };
    }),
  );
  await server.stop();

  const stored = await withDatabase(dataDir, async (db) => ({
    invariants: await paymentInvariants(db),
    ordersOfItem: (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM commande WHERE id_sous_produit = $1', [
        idSousProduit,
      ])
    )[0]?.n,
    etat: await etatOf(withDb(db), idSousProduit),
  }));

  const winners = outcomes.filter((outcome) => outcome.intent === 200);
  const refused = outcomes.filter((outcome) => outcome.intent === 409);
  const other = outcomes.filter((outcome) => outcome.intent !== 200 && outcome.intent !== 409);
  reportFigure(
    `oversell: ${stored.ordersOfItem} order, ${refused.length} × 409, ` +
      `${stored.invariants.paymentsWithoutOrder} payments without order, ` +
      `item sold = ${stored.etat === 'Vendu' ? 'yes' : 'no'}` +
      (other.length ? `, ${other.length} other answers: ${JSON.stringify(other.slice(0, 3))}` : ''),
  );

  expect(winners).toEqual([{ intent: 200, confirm: 200 }]);
  expect(refused).toHaveLength(BUYERS - 1);
  expect(stored.ordersOfItem).toBe(1);
  expect(stored.invariants.paymentsWithoutOrder).toBe(0);
  expect(stored.invariants.confirmedPayments).toBe(1);
  expect(stored.etat).toBe('Vendu');
});
