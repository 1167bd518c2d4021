/**
 * Order deadlines under SIGKILL: orders whose deadlines are all due (sellers who never answered,
 * and received orders whose window to report a problem is over) are left to a server that is
 * killed again and again while it runs them. Afterwards each job ran exactly once: one
 * cancellation and one refund of what was paid per unanswered order, one completion and one
 * payout of price − 10 % per received order — never two. With DATABASE_URL, the same due jobs
 * are left to two server processes sharing one PostgreSQL, each running them at once.
 */
import { sellerShare, toMinorUnits } from '@vitrine/contract';
import { afterAll, expect, inject, it } from 'vitest';
import { type Database, openPostgres, type Queryable } from '../src/db/database.js';
import { openSession } from '../src/db/queries/users.js';
import { type Buyer, intentBody, newBuyer } from '../src/testing/checkoutFixtures.js';
import { databaseUrl } from '../src/testing/postgresTemplate.js';
import { withDatabase, withDb } from './database.js';
import { reportFigure } from './figures.js';
import { call } from './http.js';
import { paymentInvariants } from './invariants.js';
import { itemsForSale } from './items.js';
import { freshDataDir, removeDataDir, type ServerProcess, startServerProcess } from './serverProcess.js';

const UNANSWERED = 8;
const RECEIVED = 8;
const KILLS = 5;
/** Nothing runs on its own while the orders are prepared. */
const IDLE = { JOB_INTERVAL_MS: String(3_600_000) };
const BUSY = { JOB_INTERVAL_MS: '20' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = freshDataDir(inject('reliabilityTemplate'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  removeDataDir(dataDir);
});

interface Prepared {
  order: { buyer: Buyer; body: Awaited<ReturnType<typeof intentBody>>; sellerToken: string };
}

async function pay(url: string, { buyer, body }: Prepared['order']): Promise<number> {
  const created = await call<{ succeeded: Array<{ id: string; client_secret: string }> }>(
    url,
    'stripe/v2/payment/intent',
    { token: buyer.token, body },
  );
  const intent = created.body.succeeded?.[0];
  if (!intent) throw new Error(`Intent refused: ${JSON.stringify(created.body)}`);
  const card = await call<{ id: string }>(url, 'sandbox/tokens', {
    token: buyer.token,
    body: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } },
  });
  const paid = await call(url, `sandbox/payment_intents/${intent.id}/confirm`, {
    body: { payment_method: card.body.id, client_secret: intent.client_secret },
  });
  if (paid.status !== 200) throw new Error(`Confirm refused: ${JSON.stringify(paid.body)}`);
  const orders = await call<{ data: Array<{ id_commande: number; id_sous_produit: number }> }>(
    url,
    `CommandeController/filterCommandeByIdUser?id_user=${buyer.id_user}`,
    { token: buyer.token },
  );
  const order = orders.body.data.find((row) => row.id_sous_produit === body.commandes[0]?.sous_produit);
  if (!order) throw new Error('The paid order is missing');
  return order.id_commande;
}

async function move(url: string, token: string, path: string, body: Record<string, unknown>) {
  const answer = await call(url, `CommandeController/${path}`, { token, body });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Buyers and items, written while no server runs on `db` (the seeded sellers have payout accounts). */
async function prepareOrders(db: Database): Promise<Prepared['order'][]> {
  const items = (await itemsForSale(db)).slice(0, UNANSWERED + RECEIVED);
  const orders: Prepared['order'][] = [];
  for (const item of items) {
    const buyer = await newBuyer(withDb(db));
    const sellerToken = (await openSession(db, item.id_vendeur, 3600, new Date())).token;
    orders.push({ buyer, body: await intentBody(withDb(db), buyer, [item]), sellerToken });
  }
  expect(orders).toHaveLength(UNANSWERED + RECEIVED);
  return orders;
}

/** Pays every order; the received half is accepted, shipped and confirmed by its parties. */
async function payAndMove(url: string, prepared: Prepared['order'][]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, order] of prepared.entries()) {
    const id_commande = await pay(url, order);
    ids.push(id_commande);
    if (index < UNANSWERED) continue;
    await move(url, order.sellerToken, 'accept_commande', { id_commande });
    await move(url, order.sellerToken, 'ship_commande', {
      id_commande,
      transporteur: 'DHL',
      suivi_livraison: `JD${id_commande}`,
      lien_suivi: `https://www.dhl.com/track?id=JD${id_commande}`,
    });
    await move(url, order.buyer.token, 'confirm_reception', { id_commande });
  }
  return ids;
}

/** Time has passed: every deadline is due (the seller's 48 h, the buyer's 48 h window). */
function makeEverythingDue(db: Queryable) {
  return db.query(`UPDATE commande_job SET run_at = now() - interval '1 minute' WHERE state = 'due'`);
}

/** Waits until every order is cancelled or paid out with its money moved; answers how many are not. */
async function waitForFinalStates(
  url: string,
  ids: number[],
  prepared: Prepared['order'][],
): Promise<string[]> {
  const finals = new Set(['cancelled', 'paid_out']);
  const deadline = Date.now() + 60_000;
  let pending: string[] = [];
  while (Date.now() < deadline) {
    const states = await Promise.all(
      ids.map(async (id_commande, index) => {
        const answer = await call<{ data: { etat: string; money: Array<{ kind: string; status: string }> } }>(
          url,
          `CommandeController/get_historique_commande?id_commande=${id_commande}`,
          { token: prepared[index]?.buyer.token },
        );
        const timeline = answer.body.data;
        const done =
          finals.has(timeline.etat) && timeline.money.every((money) => money.status === 'succeeded');
        const money = timeline.money.map((move) => `${move.kind} ${move.status}`).join(', ');
        return done ? null : `order ${id_commande}: ${timeline.etat}${money ? ` (${money})` : ''}`;
      }),
    );
    pending = states.filter((state) => state !== null);
    if (pending.length === 0) break;
    await sleep(200);
  }
  return pending;
}

/** Each order's refunds, transfers, bank payouts, steps and jobs left, from the provider's ledger and ours. */
async function ledgerOf(db: Queryable, ids: number[]) {
  return db.query<{
    id_commande: number;
    etat: string;
    montant_paye: number;
    prix_unitaire: number;
    currency_vendeur: string;
    refunds: number;
    refunded: number;
    transfers: number;
    transferred: number;
    bank_payouts: number;
    cancelled_steps: number;
    completed_steps: number;
    paid_out_steps: number;
    due_jobs: number;
  }>(
    `SELECT c.id_commande, c.etat, c.montant_paye, c.prix_unitaire, pi.currency_vendeur,
            (SELECT count(*)::int FROM sandbox_refund r WHERE r.payment_intent = c.id_payment_intent) AS refunds,
            (SELECT COALESCE(sum(amount), 0)::int FROM sandbox_refund r WHERE r.payment_intent = c.id_payment_intent) AS refunded,
            (SELECT count(*)::int FROM sandbox_transfer t WHERE t.transfer_group = 'commande_' || c.id_commande) AS transfers,
            (SELECT COALESCE(sum(amount), 0)::int FROM sandbox_transfer t WHERE t.transfer_group = 'commande_' || c.id_commande) AS transferred,
            (SELECT count(*)::int FROM sandbox_payout p WHERE p.idempotency_key LIKE 'vitrine:payout:commande:' || c.id_commande || ':%') AS bank_payouts,
            (SELECT count(*)::int FROM commande_etape e WHERE e.id_commande = c.id_commande AND e.etat = 'cancelled') AS cancelled_steps,
            (SELECT count(*)::int FROM commande_etape e WHERE e.id_commande = c.id_commande AND e.etat = 'completed') AS completed_steps,
            (SELECT count(*)::int FROM commande_etape e WHERE e.id_commande = c.id_commande AND e.etat = 'paid_out') AS paid_out_steps,
            (SELECT count(*)::int FROM commande_job j WHERE j.id_commande = c.id_commande AND j.state = 'due') AS due_jobs
       FROM commande c JOIN payment_intent pi ON pi.id = c.id_payment_intent
      WHERE c.id_commande = ANY($1::int[]) ORDER BY c.id_commande`,
    [ids],
  );
}

/** Each unanswered order cancelled and refunded once; each received one completed and paid out once. */
function expectOnce(ledger: Awaited<ReturnType<typeof ledgerOf>>, ids: number[]) {
  const unanswered = ledger.filter((row) => ids.indexOf(row.id_commande) < UNANSWERED);
  const received = ledger.filter((row) => ids.indexOf(row.id_commande) >= UNANSWERED);
  for (const row of unanswered) {
    expect(row).toMatchObject({
      etat: 'cancelled',
      refunds: 1,
      refunded: row.montant_paye,
      transfers: 0,
      bank_payouts: 0,
      cancelled_steps: 1,
      due_jobs: 0,
    });
  }
  for (const row of received) {
    const currency = row.currency_vendeur.trim();
    expect(row).toMatchObject({
      etat: 'paid_out',
      refunds: 0,
      transfers: 1,
      transferred: toMinorUnits(sellerShare(row.prix_unitaire, currency), currency),
      bank_payouts: 1,
      completed_steps: 1,
      paid_out_steps: 1,
      due_jobs: 0,
    });
  }
  return {
    refundedOnce: unanswered.filter((row) => row.refunds === 1).length,
    paidOutOnce: received.filter((row) => row.transfers === 1 && row.bank_payouts === 1).length,
    twice: ledger.filter((row) => row.refunds > 1 || row.transfers > 1 || row.bank_payouts > 1).length,
  };
}

it('SIGKILL while deadlines and money moves are due: after restarts each job ran exactly once', async () => {
  const prepared = await withDatabase(dataDir, prepareOrders);
  server = await startServerProcess({ dataDir, env: IDLE });
  const ids = await payAndMove(server.url, prepared);
  await server.stop();
  await withDatabase(dataDir, makeEverythingDue);

  // Killed while it works, started again, killed again…
  const killedAfter: number[] = [];
  for (let kill = 0; kill < KILLS; kill++) {
    server = await startServerProcess({ dataDir, env: BUSY });
    const delay = 20 + Math.floor(Math.random() * 250);
    await sleep(delay);
    killedAfter.push(delay);
    await server.kill('SIGKILL');
  }
  // …and finally left to finish.
  server = await startServerProcess({ dataDir, env: BUSY });
  const pending = await waitForFinalStates(server.url, ids, prepared);
  await server.stop();
  expect(pending, server.output()).toEqual([]);

  const once = expectOnce(await withDatabase(dataDir, (db) => ledgerOf(db, ids)), ids);
  // The payments still add up: refunded orders keep their payment, cancelled items are for sale.
  expect(await withDatabase(dataDir, paymentInvariants)).toMatchObject({
    ordersWithoutPayment: 0,
    itemsSoldTwice: 0,
    itemsWithWrongState: 0,
  });
  reportFigure(
    `order jobs: ${KILLS} SIGKILLs (after ${killedAfter.join(', ')} ms) while ${UNANSWERED} cancellations and ` +
      `${RECEIVED} completions were due → ${once.refundedOnce}/${UNANSWERED} refunded once, ` +
      `${once.paidOutOnce}/${RECEIVED} paid out once, ${once.twice} paid twice`,
  );
});

const POSTGRES = process.env.DATABASE_URL;

it.skipIf(!POSTGRES)('two server processes on one PostgreSQL run each due job once', async () => {
  const admin = await openPostgres(POSTGRES as string);
  const name = `vitrine_order_jobs_${process.pid}`;
  await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = databaseUrl(POSTGRES as string, name);
  const db = await openPostgres(url);
  const mediaDirs = [freshDataDir(), freshDataDir()];
  const processes: ServerProcess[] = [];
  try {
    // The first start migrates and seeds the shared database.
    const first = await startServerProcess({
      dataDir: mediaDirs[0] as string,
      env: { ...IDLE, DATABASE_URL: url },
    });
    const prepared = await prepareOrders(db);
    const ids = await payAndMove(first.url, prepared);
    await first.stop();
    await makeEverythingDue(db);

    for (const dir of mediaDirs) {
      processes.push(await startServerProcess({ dataDir: dir, env: { ...BUSY, DATABASE_URL: url } }));
    }
    const pending = await waitForFinalStates(processes[1]?.url as string, ids, prepared);
    expect(pending, processes.map((process) => process.output()).join('\n')).toEqual([]);
    const once = expectOnce(await ledgerOf(db, ids), ids);
    reportFigure(
      `order jobs on PostgreSQL: 2 processes sharing ${UNANSWERED} due cancellations and ${RECEIVED} due completions → ` +
        `${once.refundedOnce}/${UNANSWERED} refunded once, ${once.paidOutOnce}/${RECEIVED} paid out once, ${once.twice} paid twice`,
    );
  } finally {
    for (const process of processes) await process.stop().catch(() => process.kill('SIGKILL'));
    await db.close();
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.close();
    for (const dir of mediaDirs) removeDataDir(dir);
  }
});
