/**
 * Sellers' payouts reach their bank: a completed sale's payout is a transfer to the seller's
 * payout account, then a bank payout (pending → in transit → paid, by the sandbox's clock). A
 * payout waits, without retrying, for an account that is not ready and goes out when it is; a
 * failed one goes again once the bank details are fixed; none goes twice. Against the real server,
 * its job runner and the sandbox, with the server's clock moved instead of waiting.
 */

import type { OrderTimeline, SellerPayout } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../config.js';
import { openSession } from '../db/queries/users.js';
import { runDueJobs } from '../orders/jobs.js';
import type { RunningServer } from '../server.js';
import { api } from '../testing/accounts.js';
import { itemOf } from '../testing/checkoutFixtures.js';
import { anyItem, orderIn } from '../testing/orderFixtures.js';
import {
  CLOSED_BANK,
  giveDocuments,
  myPayoutAccount,
  openPayoutAccount,
  setBankAccount,
  TEST_BANK,
} from '../testing/payoutAccounts.js';
import { startTestServer } from '../testing/testServer.js';

const HOUR = 3_600_000;
let clock = Date.now();
let server: RunningServer;
const errors: unknown[] = [];

beforeAll(async () => {
  // The runner's own timer stays out of the way: the tests run what is due when they say so.
  server = await startTestServer({ now: () => new Date(clock), jobIntervalMs: 24 * HOUR });
});
afterAll(() => server?.close());

const later = (hours: number) => {
  clock += hours * HOUR;
};
const run = () => runDueJobs(server.context, { onError: (error) => errors.push(error) });

/** A session of the seller opened at the server's time, which the tests move on. */
async function signedIn(idUser: number) {
  return {
    id_user: idUser,
    token: (await openSession(server.db, idUser, DEFAULT_TOKEN_TTL_SECONDS, new Date(clock))).token,
  };
}

/** A seeded seller made into one who never opened a payout account. */
async function sellerWithoutAccount(): Promise<{
  item: Awaited<ReturnType<typeof anyItem>>;
  id_user: number;
}> {
  const item = await anyItem(server, ['vendeur@vitrine.dev']);
  await server.db.query('DELETE FROM compte_paiement WHERE id_user = $1', [item.id_vendeur]);
  await server.db.query('DELETE FROM sandbox_account WHERE id_user = $1', [item.id_vendeur]);
  return { item, id_user: item.id_vendeur };
}

/** A received order of `item`, completed 48 h later by the runner. */
async function completedSale(item: Awaited<ReturnType<typeof anyItem>>) {
  const order = await orderIn(server, 'received', { item });
  later(49);
  await run();
  return order;
}

async function payoutsSeenBy(idUser: number): Promise<SellerPayout[]> {
  const answer = await api<{ data: SellerPayout[] }>(server.url, 'payouts', {
    token: (await signedIn(idUser)).token,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function payoutOf(idUser: number, idCommande: number): Promise<SellerPayout | undefined> {
  return (await payoutsSeenBy(idUser)).find((payout) => payout.id_commande === idCommande);
}

async function moneyOf(idCommande: number) {
  const transfers = await server.db.query<{ id: string }>(
    'SELECT id FROM sandbox_transfer WHERE transfer_group = $1',
    [`commande_${idCommande}`],
  );
  const payouts = await server.db.query<{ id: string; destination: string }>(
    `SELECT p.id, p.destination FROM sandbox_payout p
      WHERE p.idempotency_key LIKE $1 ORDER BY p.created_at`,
    [`vitrine:payout:commande:${idCommande}:%`],
  );
  return { transfers: transfers.length, payouts: payouts.length };
}

async function etatOf(idCommande: number, token: string) {
  const { body } = await api<{ data: OrderTimeline }>(
    server.url,
    `CommandeController/get_historique_commande?id_commande=${idCommande}`,
    { token },
  );
  return body.data.etat;
}

describe('a payout waiting for its account', () => {
  it('goes out once the account is ready, then pending → in transit → paid, once', async () => {
    const { item, id_user } = await sellerWithoutAccount();
    const order = await completedSale(item);
    expect(await etatOf(order.id_commande, order.buyer.token)).toBe('completed');
    const waiting = await payoutOf(id_user, order.id_commande);
    expect(waiting).toMatchObject({ status: 'waiting', arrival_date: null });
    // Price, commission and net in the seller's currency: the tenth is the marketplace's.
    expect((waiting?.price ?? 0) - (waiting?.commission ?? 0)).toBe(waiting?.net);
    expect(waiting?.commission).toBe(Math.round((waiting?.price ?? 0) / 10));
    expect(waiting?.currency).toBe(item.code_monnaie_vendeur);

    // Waiting is not failing: the runner leaves it alone, and nothing is moved.
    later(2);
    errors.length = 0;
    await run();
    expect(errors).toEqual([]);
    expect(await moneyOf(order.id_commande)).toEqual({ transfers: 0, payouts: 0 });

    // The seller opens the account and gives a bank account: not ready until the documents.
    const seller = await signedIn(id_user);
    await openPayoutAccount(server, seller);
    expect((await setBankAccount(server, seller)).status).toBe(200);
    await run();
    expect(await moneyOf(order.id_commande)).toEqual({ transfers: 0, payouts: 0 });
    expect(await giveDocuments(server, seller)).toBe(200);

    await run();
    expect(await moneyOf(order.id_commande)).toEqual({ transfers: 1, payouts: 1 });
    expect(await etatOf(order.id_commande, order.buyer.token)).toBe('paid_out');
    const sent = await payoutOf(id_user, order.id_commande);
    expect(sent).toMatchObject({ status: 'pending', net: waiting?.net });
    expect(new Date(sent?.arrival_date ?? 0).getTime()).toBe(clock + 48 * HOUR);

    later(1);
    await run();
    expect(await payoutOf(id_user, order.id_commande)).toMatchObject({ status: 'in_transit' });
    later(48);
    await run();
    expect(await payoutOf(id_user, order.id_commande)).toMatchObject({ status: 'paid', failure_code: null });
    later(24);
    await run();
    expect(await moneyOf(order.id_commande)).toEqual({ transfers: 1, payouts: 1 });
  });

  it('goes out once when two runners take it at the same moment', async () => {
    const { item, id_user } = await sellerWithoutAccount();
    const order = await completedSale(item);
    const seller = await signedIn(id_user);
    await openPayoutAccount(server, seller);
    await setBankAccount(server, seller);
    await giveDocuments(server, seller);
    await Promise.all([run(), run(), run()]);
    expect(await moneyOf(order.id_commande)).toEqual({ transfers: 1, payouts: 1 });
  });

  it('is taken over after a runner died between the bank payout and its record: the same payout', async () => {
    const { item, id_user } = await sellerWithoutAccount();
    const order = await completedSale(item);
    const seller = await signedIn(id_user);
    const account = await openPayoutAccount(server, seller);
    await setBankAccount(server, seller);
    await giveDocuments(server, seller);
    // What the dead runner did at the provider under the payout's keys, before recording anything.
    const [move] = await server.db.query<{ amount: number; currency: string }>(
      `SELECT amount, trim(currency) AS currency FROM mouvement_argent WHERE id_commande = $1 AND kind = 'payout'`,
      [order.id_commande],
    );
    const key = `vitrine:payout:commande:${order.id_commande}`;
    await server.context.payments.transfer({
      amount: Number(move?.amount),
      currency: move?.currency ?? '',
      destination: account,
      transferGroup: `commande_${order.id_commande}`,
      idempotencyKey: key,
    });
    const made = await server.context.payments.payout({
      account,
      amount: Number(move?.amount),
      currency: move?.currency ?? '',
      idempotencyKey: `${key}:bank:1`,
    });
    await run();
    expect(await moneyOf(order.id_commande)).toEqual({ transfers: 1, payouts: 1 });
    const [recorded] = await server.db.query<{ provider_id: string }>(
      `SELECT v.provider_id FROM virement_vendeur v JOIN mouvement_argent m ON m.id = v.id_mouvement
        WHERE m.id_commande = $1`,
      [order.id_commande],
    );
    expect(recorded?.provider_id).toBe(made.id);
  });
});

describe('a failed payout', () => {
  it('is shown to the seller and goes again once the bank details are fixed, never twice', async () => {
    const { item, id_user } = await sellerWithoutAccount();
    const seller = await signedIn(id_user);
    await openPayoutAccount(server, seller);
    // The sandbox's test IBAN of a closed account: the payout is sent, then fails.
    expect((await setBankAccount(server, seller, CLOSED_BANK)).status).toBe(200);
    await giveDocuments(server, seller);
    const order = await completedSale(item);
    expect(await payoutOf(id_user, order.id_commande)).toMatchObject({ status: 'pending' });
    later(49);
    await run();
    expect(await payoutOf(id_user, order.id_commande)).toMatchObject({
      status: 'failed',
      failure_code: 'account_closed',
    });
    // The seller is told where: their bank account is errored and a new one is due.
    expect((await myPayoutAccount(server, await signedIn(id_user))).body.data).toMatchObject({
      payouts_enabled: false,
      currently_due: ['external_account'],
      bank_account: { last4: '2800', status: 'errored' },
    });
    // Nothing goes again to the closed account.
    later(30);
    await run();
    expect(await moneyOf(order.id_commande)).toEqual({ transfers: 1, payouts: 1 });

    expect((await setBankAccount(server, await signedIn(id_user), TEST_BANK)).status).toBe(200);
    await run();
    expect(await moneyOf(order.id_commande)).toEqual({ transfers: 1, payouts: 2 });
    expect(await payoutOf(id_user, order.id_commande)).toMatchObject({
      status: 'pending',
      failure_code: null,
    });
    later(49);
    await run();
    await run();
    expect(await payoutOf(id_user, order.id_commande)).toMatchObject({ status: 'paid' });
    expect(await moneyOf(order.id_commande)).toEqual({ transfers: 1, payouts: 2 });
  });
});

describe('the seeded demo seller', () => {
  it('is paid out for a completed sale with no step of theirs', async () => {
    const item = await itemOf(server, 'vendeur@vitrine.dev');
    const order = await completedSale(item);
    expect(await etatOf(order.id_commande, order.buyer.token)).toBe('paid_out');
    expect(await moneyOf(order.id_commande)).toEqual({ transfers: 1, payouts: 1 });
    later(49);
    await run();
    expect(await payoutOf(item.id_vendeur, order.id_commande)).toMatchObject({ status: 'paid' });
  });
});
