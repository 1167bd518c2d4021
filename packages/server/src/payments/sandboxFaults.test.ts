/**
 * The sandbox's faults: absent unless SANDBOX_FAULTS=on (a normal server answers 404 at their
 * path), refused in production; when on, a confirm whose answer is lost after the charge still
 * ends in exactly one order, refunds that fail for a while go out once, after recovery, and a
 * seller's bank payout whose answer is lost is made once, its retry finding the same transfer
 * and the same payout.
 */
import type { PaymentIntent } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { RunningServer } from '../server.js';
import { api } from '../testing/accounts.js';
import {
  cardToken,
  confirm,
  createIntents,
  intentBody,
  newBuyer,
  ordersOfItem,
} from '../testing/checkoutFixtures.js';
import { anyItem, orderIn } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';
import { SANDBOX_FAULTS_PATH } from './sandboxFaults.js';
import { reconcilePayments } from './sweeper.js';

const setFaults = (server: RunningServer, body: unknown) =>
  fetch(`${server.url}${SANDBOX_FAULTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the sandbox faults, off', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  it('are not there without SANDBOX_FAULTS=on: 404', async () => {
    expect((await setFaults(server, { failRefunds: true })).status).toBe(404);
  });

  it('are read from the environment: on, off or unset; anything else, or production, stops the start', () => {
    expect(loadConfig({}).sandboxFaults).toBe(false);
    expect(loadConfig({ SANDBOX_FAULTS: 'on' }).sandboxFaults).toBe(true);
    expect(() => loadConfig({ SANDBOX_FAULTS: 'yes' })).toThrow(/SANDBOX_FAULTS must be on or off/);
    expect(() => loadConfig({ SANDBOX_FAULTS: 'on', NODE_ENV: ' Production ' })).toThrow(/refused/);
  });
});

describe('the sandbox faults, on', () => {
  let server: RunningServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ sandboxFaults: true, now: () => new Date(clock) });
  }, 60_000);
  afterAll(() => server?.close());

  const refundsOf = async (intent: string) =>
    (
      await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sandbox_refund WHERE payment_intent = $1',
        [intent],
      )
    )[0]?.n;
  const charged = async (intent: string) =>
    (
      await server.db.query<{ status: string }>('SELECT status FROM sandbox_intent WHERE id = $1', [intent])
    )[0]?.status;

  it('refuses a bad body with 400', async () => {
    for (const body of [{ delayMs: -1 }, { delayMs: 1e9 }, { failRefunds: 'yes' }]) {
      const answer = await setFaults(server, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toHaveProperty('error');
    }
  });

  it('a confirm whose answer is lost after the charge answers 503; tried again, or left to the reconciliation, it makes exactly one order', async () => {
    expect((await setFaults(server, { loseConfirmAnswers: true })).status).toBe(200);
    const pay = async () => {
      const buyer = await newBuyer(server);
      const item = await anyItem(server);
      const created = await createIntents(server, buyer.token, await intentBody(server, buyer, [item]));
      expect(created.status).toBe(200);
      const intent = created.body.succeeded[0] as PaymentIntent;
      const card = await cardToken(server, buyer);
      const lost = await confirm(server, intent, card);
      expect(lost.status).toBe(503);
      expect(lost.body.error).toMatch(/Nothing is charged twice/);
      return { intent, item, card };
    };
    const retried = await pay();
    const abandoned = await pay();
    // Charged, and no order yet: what the reconciliation and a retry are there for.
    expect(await charged(retried.intent.id)).toBe('succeeded');
    expect(await ordersOfItem(server, retried.item.id_sous_produit)).toHaveLength(0);

    await setFaults(server, { loseConfirmAnswers: false });
    const again = await confirm(server, retried.intent, retried.card);
    expect(again.status).toBe(200);
    await confirm(server, retried.intent, retried.card);
    expect(await ordersOfItem(server, retried.item.id_sous_produit)).toHaveLength(1);

    // The buyer went away: the server finds the charge at the provider and makes the order.
    await reconcilePayments(server.context);
    await reconcilePayments(server.context);
    expect(await ordersOfItem(server, abandoned.item.id_sous_produit)).toHaveLength(1);
  });

  it('refunds that fail for a while go out once the provider is back, exactly once', async () => {
    const { id_commande, seller } = await orderIn(server, 'paid');
    const [order] = await server.db.query<{ id_payment_intent: string }>(
      'SELECT id_payment_intent FROM commande WHERE id_commande = $1',
      [id_commande],
    );
    const intent = order?.id_payment_intent as string;
    await setFaults(server, { failRefunds: true });
    const declined = await api(server.url, 'CommandeController/decline_commande', {
      token: seller.token,
      body: { id_commande, motif: 'The item was damaged in the workshop.' },
    });
    expect(declined.status).toBe(200);
    await server.jobs.runNow().catch(() => undefined);
    expect(await refundsOf(intent)).toBe(0);

    await setFaults(server, { failRefunds: false });
    // The job waits its retry delay, on the injected clock.
    clock += 16 * 60_000;
    await server.jobs.runNow();
    await server.jobs.runNow();
    expect(await refundsOf(intent)).toBe(1);
  });

  it('a bank payout whose answer is lost after it was made: tried again after its delay, the seller is paid once', async () => {
    const { id_commande } = await orderIn(server, 'received');
    const moved = async () =>
      (
        await server.db.query<{ transfers: number; payouts: number; etat: string }>(
          `SELECT (SELECT count(*)::int FROM sandbox_transfer WHERE transfer_group = 'commande_' || $1) AS transfers,
                  (SELECT count(*)::int FROM sandbox_payout WHERE idempotency_key LIKE 'vitrine:payout:commande:' || $1 || ':%') AS payouts,
                  (SELECT etat FROM commande WHERE id_commande = $1::int) AS etat`,
          [String(id_commande)],
        )
      )[0];
    await setFaults(server, { losePayoutAnswers: true });
    // The buyer's window to report a problem is over: the sale completes and its payout is due.
    clock += 49 * 3_600_000;
    await server.jobs.runNow().catch(() => undefined);
    // The transfer and the bank payout were made; the runner heard nothing back.
    expect(await moved()).toEqual({ transfers: 1, payouts: 1, etat: 'completed' });

    await setFaults(server, { losePayoutAnswers: false });
    clock += 16 * 60_000;
    await server.jobs.runNow();
    await server.jobs.runNow();
    expect(await moved()).toEqual({ transfers: 1, payouts: 1, etat: 'paid_out' });
  });
});
