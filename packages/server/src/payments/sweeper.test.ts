import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/database.js';
import type { RunningServer } from '../server.js';
import {
  type Buyer,
  cardToken,
  confirm,
  createIntents,
  etatOf,
  intentBody,
  itemOf,
  newBuyer,
  ordersOfItem,
  reservationsOfItem,
} from '../testing/checkoutFixtures.js';
import { startTestServer } from '../testing/testServer.js';
import { isSandbox } from './sandbox.js';
import { reconcilePayments, startReservationSweeper, sweepExpiredReservations } from './sweeper.js';

const SELLER = 'vendeur@vitrine.dev';
const MINUTE = 60_000;

let server: RunningServer;
let clock = Date.now();
const notifications: Array<{ idUser: number; event: string }> = [];

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  server.context.notifier.attach((idUser, event) => notifications.push({ idUser, event }));
});
afterAll(() => server?.close());

async function reserve(buyer: Buyer, item: Awaited<ReturnType<typeof itemOf>>) {
  const created = await createIntents(server, buyer.token, await intentBody(server, buyer, [item]));
  expect(created.status).toBe(200);
  return created.body.succeeded[0] as { id: string; client_secret: string };
}

async function sandboxStatus(id: string): Promise<string | undefined> {
  const [row] = await server.db.query<{ status: string }>('SELECT status FROM sandbox_intent WHERE id = $1', [
    id,
  ]);
  return row?.status;
}

/** Pays on the provider's side only, as if the server stopped before making the order. */
async function chargeWithoutOrder(
  buyer: { token: string },
  intent: { id: string; client_secret: string },
): Promise<void> {
  const provider = server.context.payments;
  if (!isSandbox(provider)) throw new Error('These tests run on the sandbox');
  await provider.confirmIntent({
    id: intent.id,
    clientSecret: intent.client_secret,
    paymentMethod: await cardToken(server, buyer),
  });
}

describe('the reservation sweeper', () => {
  it('leaves a reservation alone until it expires, then cancels it at the provider and releases the item', async () => {
    const buyer = await newBuyer(server);
    const item = await itemOf(server, SELLER);
    const intent = await reserve(buyer, item);

    clock += 14 * MINUTE;
    expect(await sweepExpiredReservations(server.context)).toMatchObject({ released: 0, finalized: 0 });
    expect((await reservationsOfItem(server, item.id_sous_produit))[0]?.status).toBe('pending');

    clock += 2 * MINUTE;
    const report = await sweepExpiredReservations(server.context);
    expect(report).toEqual({ released: 1, finalized: 0, kept: 0 });
    expect((await reservationsOfItem(server, item.id_sous_produit))[0]?.status).toBe('canceled');
    expect(await sandboxStatus(intent.id)).toBe('canceled');
    expect(await etatOf(server, item.id_sous_produit)).toBe('Disponible');

    // The released intent can no longer be paid; the item can be reserved and bought again.
    const late = await confirm(server, intent, await cardToken(server, buyer));
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual(expect.any(String));
    expect(await ordersOfItem(server, item.id_sous_produit)).toHaveLength(0);
    const next = await newBuyer(server);
    const again = await reserve(next, item);
    expect((await confirm(server, again, await cardToken(server, next))).status).toBe(200);
    expect(await ordersOfItem(server, item.id_sous_produit)).toMatchObject([{ id_user: next.id_user }]);
  });

  it('finalizes an expired reservation the provider reports paid: late, but the payment is real', async () => {
    const buyer = await newBuyer(server);
    const item = await itemOf(server, SELLER);
    const intent = await reserve(buyer, item);
    await chargeWithoutOrder(buyer, intent);
    expect(await ordersOfItem(server, item.id_sous_produit)).toHaveLength(0);

    clock += 16 * MINUTE;
    const report = await sweepExpiredReservations(server.context);
    expect(report.finalized).toBe(1);
    expect(await ordersOfItem(server, item.id_sous_produit)).toMatchObject([{ id_user: buyer.id_user }]);
    expect(await etatOf(server, item.id_sous_produit)).toBe('Vendu');
    expect(notifications).toContainEqual({ idUser: item.id_vendeur, event: 'update etat commande' });
    // A second sweep has nothing left to do.
    expect(await sweepExpiredReservations(server.context)).toEqual({ finalized: 0, released: 0, kept: 0 });
  });

  it("settles someone else's expired reservation when a new buyer asks for the item", async () => {
    const first = await newBuyer(server);
    const item = await itemOf(server, SELLER);
    const stale = await reserve(first, item);
    const second = await newBuyer(server);
    expect((await createIntents(server, second.token, await intentBody(server, second, [item]))).status).toBe(
      409,
    );

    clock += 16 * MINUTE;
    await reserve(second, item);
    expect(await sandboxStatus(stale.id)).toBe('canceled');
    expect((await reservationsOfItem(server, item.id_sous_produit)).map((row) => row.status)).toEqual([
      'canceled',
      'pending',
    ]);
  });

  it('releases a reservation whose provider intent was never opened', async () => {
    const buyer = await newBuyer(server);
    const item = await itemOf(server, SELLER);
    await server.db.query(
      `INSERT INTO payment_intent (id, client_secret, idempotency_key, provider, id_user, id_vendeur, id_produit,
         id_sous_produit, id_adresse_livraison, amount, currency, amount_vendeur, currency_vendeur, expires_at)
       VALUES ('res_crashedbeforeprovider', '', 'crash', 'sandbox', $1, $2, $3, $4, $5, 100, 'EUR', 100, 'EUR', $6)`,
      [
        buyer.id_user,
        item.id_vendeur,
        item.id_produit,
        item.id_sous_produit,
        buyer.id_adresse,
        new Date(clock - MINUTE),
      ],
    );
    expect((await sweepExpiredReservations(server.context)).released).toBe(1);
    expect((await reservationsOfItem(server, item.id_sous_produit))[0]?.status).toBe('canceled');
  });
});

describe('reconciliation at start', () => {
  it('finalizes a pending intent the provider charged before the server stopped', async () => {
    const buyer = await newBuyer(server);
    const item = await itemOf(server, SELLER);
    const intent = await reserve(buyer, item);
    await chargeWithoutOrder(buyer, intent);
    const unpaid = await reserve(buyer, await itemOf(server, SELLER));

    const report = await reconcilePayments(server.context);
    expect(report.finalized).toBe(1);
    expect(await ordersOfItem(server, item.id_sous_produit)).toMatchObject([
      { id_user: buyer.id_user, id_payment_intent: intent.id },
    ]);
    // An intent not paid yet and not expired keeps its reservation.
    const [unpaidRow] = await server.db.query<{ status: string }>(
      'SELECT status FROM payment_intent WHERE id = $1',
      [unpaid.id],
    );
    expect(unpaidRow?.status).toBe('pending');
  });

  // The restart reopens a PGlite dump; on PostgreSQL the same code path runs in every server start.
  it.skipIf(Boolean(process.env.DATABASE_URL))('runs when the server starts', async () => {
    const buyer = await newBuyer(server);
    const item = await itemOf(server, SELLER);
    const intent = await reserve(buyer, item);
    await chargeWithoutOrder(buyer, intent);
    const dump = await server.db.dump?.();
    if (!dump) throw new Error('PGlite can dump');
    const restarted = await startTestServer({
      db: await openPglite({ loadDataDir: dump }),
      now: () => new Date(clock),
    });
    try {
      const orders = await restarted.db.query('SELECT 1 FROM commande WHERE id_payment_intent = $1', [
        intent.id,
      ]);
      expect(orders).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});

describe('the sweeper timer', () => {
  it('sweeps on its interval and stops', async () => {
    const buyer = await newBuyer(server);
    const item = await itemOf(server, SELLER);
    await reserve(buyer, item);
    clock += 16 * MINUTE;
    const sweeper = startReservationSweeper(server.context, { intervalMs: 10 });
    await expect
      .poll(async () => (await reservationsOfItem(server, item.id_sous_produit))[0]?.status, {
        timeout: 5000,
      })
      .toBe('canceled');
    await sweeper.stop();
  });
});
