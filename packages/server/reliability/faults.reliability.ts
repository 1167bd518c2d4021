/**
 * Faults of production on the real pieces: three server processes on one PostgreSQL behind HAProxy
 * (the project's own configuration), under a load of reads over many addresses and acknowledged
 * writes, while PostgreSQL restarts, crashes and stays away, or ends one process's connections,
 * while one process is frozen, and while the payment sandbox is slow, loses its answers after
 * charging, fails refunds or loses the answers of sellers' payouts, the SMTP server (run by this
 * file) is down, or the media folder's disk is full.
 * The load holds a shopper on the SDK too, whose reads and keyed writes (messages) are sent
 * again after a 503 or a cut connection, as the SDK does in a browser.
 * After each fault: no process exited, the service came back by itself, every acknowledged write
 * is stored exactly once (those the SDK sent again included), nothing answered a 500 (a request
 * the database could not serve answers 503 with Retry-After), live events cross processes again
 * and reach a client that stayed connected (live, or by reading again when told), no charge is
 * left without its order or refund, and no sale is refunded, transferred or paid out twice. How
 * long the service took to come back, the reads that took a second or more and the reads' p99
 * are reported, not asserted.
 * Runs under `npm run test:faults` (scripts/with-postgres.sh provides the cluster to disturb).
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { Message, Session } from '@vitrine/contract';
import { createMemoryStorage, createVitrine } from '@vitrine/sdk-core';
import { socketIoRealtime } from '@vitrine/sdk-core/realtime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHaproxy } from '../../../scripts/cluster/haproxy.mjs';
import { startSupervised } from '../../../scripts/cluster/supervisor.mjs';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../src/config.js';
import { type Database, openPostgres } from '../src/db/database.js';
import { openSession } from '../src/db/queries/users.js';
import { filesUnder, multipartForm, signupFields, tinyPng } from '../src/http/receiveFiles.test.helpers.js';
import { SANDBOX_FAULTS_PATH, type SandboxFaults } from '../src/payments/sandboxFaults.js';
import { connectSocket, type TestSocket } from '../src/realtime/socketServer.test.helpers.js';
import { TEST_CLOCK_PATH } from '../src/testClock.js';
import { api, signIn, TEST_ACCOUNTS } from '../src/testing/accounts.js';
import {
  type Buyer,
  cardToken,
  confirm,
  createIntents,
  intentBody,
  newBuyer,
} from '../src/testing/checkoutFixtures.js';
import { until } from '../src/testing/fixtures.js';
import { databaseUrl } from '../src/testing/postgresTemplate.js';
import { atUrl, withDb } from './database.js';
import { reportFigure } from './figures.js';
import { moneyMoveInvariants, paymentInvariants } from './invariants.js';
import { itemsForSale } from './items.js';
import { postgresControl } from './postgresControl.js';
import {
  freePort,
  freshDataDir,
  removeDataDir,
  type ServerProcess,
  serverCommand,
  startServerProcess,
} from './serverProcess.js';

const POSTGRES = process.env.DATABASE_URL;
const control = postgresControl();
const PROCESSES = 3;
const READERS = 6;

const name = `vitrine_faults_${process.pid}`;
let admin: Database;
let db: Database;
let url: string;
const media = freshDataDir();
const processes: ServerProcess[] = [];
let balancer: { url: string; stop: () => Promise<void> };
let buyer: Session;
let seller: Session;

const serverEnv = () => ({
  DATABASE_URL: url,
  MEDIA_DIR: media,
  // The payment faults are played by the sandbox, and their recovery waits on the injected clock.
  SANDBOX_FAULTS: 'on',
  TEST_CLOCK: 'on',
  SWEEP_INTERVAL_MS: '1000',
  JOB_INTERVAL_MS: '1000',
  // E-mails go to the SMTP server this file runs, which a case stops.
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
});

/** The Message-IDs the SMTP server received, in order (the outbox names each e-mail's row in it). */
const delivered: string[] = [];
let smtp: SMTPServer | null = null;
let smtpPort = 0;

async function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    // A plain local server: no TLS upgrade, no sign-in.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        delivered.push(/^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '');
        callback();
      });
    },
  });
  smtp.listen(smtpPort, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpPort = (smtp.server.address() as AddressInfo).port;
}

async function stopSmtp(): Promise<void> {
  const server = smtp;
  smtp = null;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Many different addresses, as shoppers ask for them: lists, pages, brands and sellers. */
const READ_PATHS = Array.from({ length: 60 }, (_, n) => {
  const langue = ['fr', 'en', 'it', 'jp', 'ru'][n % 5];
  switch (n % 4) {
    case 0:
      return `/api/ProduitController/list_produit?type=web&langue=${langue}&page=${(n % 3) + 1}&limit=12`;
    case 1:
      return `/api/ProduitController/get_produit_all?id_produit=${(n % 50) + 1}&langue=${langue}`;
    case 2:
      return `/api/ProduitController/list_produit_by_Vendeur?id_vendeur=${(n % 20) + 1}&langue=${langue}&page=1&limit=12`;
    default:
      return `/api/ProfileController/list_all_vendeurs?page=${(n % 2) + 1}&limit=12`;
  }
});

/** Resolves once every running process answers /api/ready; answers how long that took. */
async function everyProcessReady(timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  for (const server of processes) {
    while (true) {
      const ready = await fetch(`${server.url}/api/ready`, { signal: AbortSignal.timeout(2_000) }).catch(
        () => null,
      );
      if (ready?.ok) break;
      if (server.exited) throw new Error(`A process exited:\n${server.output()}`);
      if (Date.now() - started > timeoutMs) {
        throw new Error(`A process was not ready ${timeoutMs} ms after the fault:\n${server.output()}`);
      }
      await pause(50);
    }
  }
  return Date.now() - started;
}

interface Outcome {
  reads: { ok: number; unavailable: number; failed: string[] };
  latencies: number[];
  acknowledged: string[];
  unavailableWrites: number;
  /** Acknowledged messages not stored, or stored more than once. */
  notOnce: string[];
  /** From the end of the fault to every process ready again. */
  backAfterMs: number;
  /** 503s without a Retry-After. */
  withoutRetryAfter: number;
  /** Reads that took a second or more. */
  stalled: number;
  /** The shopper on the SDK: messages it was told were sent, sent again, and given up on. */
  sdk: { acknowledged: string[]; sentAgain: number; failed: string[] };
  /** Products a new account was told it liked, and those of them not in its favourites after. */
  likes: { acknowledged: number[]; missing: number[] };
  /** The reads that failed, answered 503 or took a second or more, as [sent, answered] in ms. */
  badReads: Array<[number, number]>;
  /**
   * The seller's page through the balancer during the fault: the writer's acknowledged messages
   * it heard live, those it had only by reading again when told it resumed, and those it missed.
   */
  live: { heard: number; reread: number; missed: string[] };
}

/**
 * Reads through the balancer from several readers and acknowledged messages from one writer,
 * from a moment before `fault` to a moment after every process is ready again; the receiver's
 * page, connected through the balancer the while, must end up with every acknowledged message.
 */
async function underLoad(fault: () => Promise<void> | void): Promise<Outcome> {
  const tag = `Fault ${Date.now()}`;
  const outcome: Outcome = {
    reads: { ok: 0, unavailable: 0, failed: [] },
    latencies: [],
    acknowledged: [],
    unavailableWrites: 0,
    notOnce: [],
    backAfterMs: 0,
    withoutRetryAfter: 0,
    stalled: 0,
    sdk: { acknowledged: [], sentAgain: 0, failed: [] },
    likes: { acknowledged: [], missing: [] },
    badReads: [],
    live: { heard: 0, reread: 0, missed: [] },
  };
  // The writer's messages are one thread, which the seller's page reads again when it resumes.
  const receiver = await liveSeller(balancer.url, tag);
  let running = true;
  const noteStatus = (response: Response) => {
    if (response.status === 503 && !response.headers.get('retry-after')) outcome.withoutRetryAfter++;
  };
  const reader = async (offset: number) => {
    for (let n = offset; running; n++) {
      const path = READ_PATHS[n % READ_PATHS.length] as string;
      const sentAt = performance.now();
      const response = await fetch(balancer.url + path, { signal: AbortSignal.timeout(10_000) }).catch(
        (error: Error) => error,
      );
      const took = performance.now() - sentAt;
      outcome.latencies.push(took);
      if (took >= 1_000) outcome.stalled++;
      if (took >= 1_000 || response instanceof Error || !(response.ok || response.status === 404)) {
        outcome.badReads.push([sentAt, sentAt + took]);
      }
      if (response instanceof Error) {
        outcome.reads.failed.push(`${path}: ${response.message} (${describeCause(response)})`);
        await pause(20);
        continue;
      }
      await response.arrayBuffer();
      noteStatus(response);
      if (response.ok || response.status === 404) outcome.reads.ok++;
      else if (response.status === 503) {
        outcome.reads.unavailable++;
        await pause(20);
      } else outcome.reads.failed.push(`${path}: ${response.status}`);
    }
  };
  const writer = async () => {
    for (let n = 0; running; n++) {
      const body = `${tag} ${n}`;
      const answer = await api(balancer.url, 'MessageController/send_message', {
        token: buyer.token,
        body: { objet: tag, corps_message: body, id_receiver: seller.id_user },
      }).catch((error: Error) => error);
      if (answer instanceof Error) {
        outcome.reads.failed.push(`send_message: ${answer.message} (${describeCause(answer)})`);
        await pause(20);
      } else if (answer.status === 200) outcome.acknowledged.push(body);
      else if (answer.status === 503) {
        outcome.unavailableWrites++;
        await pause(20);
      } else outcome.reads.failed.push(`send_message: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  };
  // A shopper on the SDK, as a page runs it: its messages carry their key, and a 503 or a cut
  // connection is sent again after the Retry-After; what it gives up on is reported.
  const shopper = createVitrine({
    baseUrl: balancer.url,
    storage: createMemoryStorage(),
    fetch: (input, init) => {
      if (String(input).includes('send_message')) sdkSends++;
      return globalThis.fetch(input, init);
    },
  });
  let sdkSends = 0;
  // Signed in before the load starts: signing in is a write without a key, sent once, so one
  // made as the fault begins would fail like any other.
  const login = await shopper.auth.login(TEST_ACCOUNTS.buyer, 'Vitrine-demo-2026');
  if (login.error) throw login.error;
  const sdkWriter = async () => {
    for (let n = 0; running; n++) {
      const objet = `${tag} sdk ${n}`;
      const sent = await shopper.messages.send({
        id_receiver: seller.id_user,
        objet,
        corps_message: 'Et en 38 ?',
      });
      if (sent.data) outcome.sdk.acknowledged.push(objet);
      else {
        outcome.sdk.failed.push(`${objet}: ${sent.error.message}`);
        await pause(20);
      }
    }
  };
  // A new account likes one product after another (each once: a second toggle would unlike).
  const liker = await newBuyer(withDb(db), 'FR', processesNow());
  const products = (
    await db.query<{ id_produit: number }>(
      'SELECT id_produit FROM produit WHERE verifie_le IS NOT NULL ORDER BY id_produit',
    )
  ).map((row) => row.id_produit);
  const likerLoop = async () => {
    for (const id_produit of products) {
      if (!running) break;
      const answer = await api<{ is_liked: boolean }>(balancer.url, 'WishlistController/toggle_wishlist', {
        token: liker.token,
        body: { id_produit },
      }).catch((error: Error) => error);
      if (answer instanceof Error)
        outcome.reads.failed.push(`toggle_wishlist: ${answer.message} (${describeCause(answer)})`);
      else if (answer.status === 200 && answer.body.is_liked) outcome.likes.acknowledged.push(id_produit);
      else if (answer.status === 503) outcome.unavailableWrites++;
      else outcome.reads.failed.push(`toggle_wishlist: ${answer.status} ${JSON.stringify(answer.body)}`);
      await pause(50);
    }
  };
  const load = [
    ...Array.from({ length: READERS }, (_, n) => reader(n * 7)),
    writer(),
    sdkWriter(),
    likerLoop(),
  ];
  try {
    await pause(1_500);
    await fault();
    outcome.backAfterMs = await everyProcessReady();
    await pause(2_000);
  } finally {
    running = false;
    await Promise.all(load);
  }
  // The writer's messages by their text, the SDK shopper's by their subject.
  const stored = await db.query<{ key: string; n: number }>(
    `SELECT CASE WHEN objet = $1 THEN corps_message ELSE objet END AS key, count(*)::int AS n
       FROM message WHERE objet = $1 OR objet LIKE $2 GROUP BY 1`,
    [tag, `${tag} %`],
  );
  const count = new Map(stored.map((row) => [row.key, row.n]));
  outcome.notOnce = [...outcome.acknowledged, ...outcome.sdk.acknowledged].filter(
    (objet) => count.get(objet) !== 1,
  );
  outcome.sdk.sentAgain = sdkSends - outcome.sdk.acknowledged.length - outcome.sdk.failed.length;
  const liked = new Set(
    (
      await db.query<{ id_produit: number }>('SELECT id_produit FROM wishlist WHERE id_user = $1', [
        liker.id_user,
      ])
    ).map((row) => row.id_produit),
  );
  outcome.likes.missing = outcome.likes.acknowledged.filter((id) => !liked.has(id));
  // A page that lost its connection reads the thread again once it is back: that may come a few
  // seconds after the service does (socket.io's reconnection delay).
  await until(() => outcome.acknowledged.every(receiver.knows), 15_000).catch(() => undefined);
  const { live, reread } = receiver.by(outcome.acknowledged);
  outcome.live = {
    heard: live,
    reread,
    missed: outcome.acknowledged.filter((body) => !receiver.knows(body)),
  };
  await receiver.client.auth.logout().catch(() => undefined);
  return outcome;
}

/** Why fetch failed: undici puts the socket's error in `cause`. */
const describeCause = (error: Error) => {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${cause.code ?? ''} ${cause.message ?? ''}`.trim() : 'no cause';
};

/** How long, in all, at least one read was failing or stalled: the union of the bad reads' spans. */
const badReadTime = (spans: Array<[number, number]>) => {
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [from, to] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
};

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.99)] ?? 0;
};

function report(fault: string, outcome: Outcome) {
  reportFigure(
    `faults: ${fault} → back ${outcome.backAfterMs} ms after; reads ${outcome.reads.ok} served, ` +
      `${outcome.reads.unavailable} × 503, ${outcome.reads.failed.length} failed otherwise, ${outcome.stalled} took 1 s or more ` +
      `(some read failing or stalled for ${badReadTime(outcome.badReads).toFixed(0)} ms in all), ` +
      `p99 ${p99(outcome.latencies).toFixed(0)} ms, longest ${Math.max(0, ...outcome.latencies).toFixed(0)} ms; ` +
      `${outcome.acknowledged.length} messages acknowledged, ${outcome.unavailableWrites} × 503, ${outcome.notOnce.length} not stored once; ` +
      `the SDK's shopper: ${outcome.sdk.acknowledged.length} messages sent, ${outcome.sdk.sentAgain} sendings sent again, ${outcome.sdk.failed.length} given up after its retries; ` +
      `${outcome.likes.acknowledged.length} likes acknowledged, ${outcome.likes.missing.length} missing; ` +
      `the seller's page had ${outcome.live.heard} of the writer's messages live, ${outcome.live.reread} by reading again, ` +
      `${outcome.live.missed.length} missed`,
  );
}

/**
 * Resolves once every process's live-event adapter listens again (its LISTEN backend is back):
 * until then an event published by another process does not reach its sockets, which read what
 * they missed when they reconnect (the SDK's 'resumed'), but a socket that stayed connected does
 * not. Answers how long that took.
 */
async function adaptersListening(timeoutMs = 15_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN "socket.io#%'`,
      [name],
    );
    if ((row?.n ?? 0) >= processes.filter((server) => !server.exited).length) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error('The live-event adapters did not listen again.');
    await pause(100);
  }
}

/** Sets the payment sandbox's faults on every process (each plays its own). */
async function sandboxFaults(faults: Partial<SandboxFaults>) {
  for (const server of processes) {
    const answer = await fetch(server.url + SANDBOX_FAULTS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(faults),
    });
    expect(answer.status).toBe(200);
  }
}

/** How far the processes' clocks were moved on: sessions made here start at their time. */
let clockAheadMs = 0;
const processesNow = () => new Date(Date.now() + clockAheadMs);

/**
 * Moves every process's clock on by the same time and runs what fell due: a reservation made by
 * one process must not look expired to another's sweeper.
 */
async function advanceClock(minutes: number): Promise<string> {
  clockAheadMs += minutes * 60_000;
  const took: string[] = [];
  for (const server of processes) {
    const sentAt = Date.now();
    const answer = await fetch(server.url + TEST_CLOCK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hours: minutes / 60 }),
    });
    expect(answer.status).toBe(200);
    const { done } = (await answer.json()) as { done: number };
    took.push(`${Date.now() - sentAt} ms for ${done} jobs`);
  }
  // What each process took to run what fell due, for the figures.
  return took.join(', ');
}

interface Checkout {
  buyer: Buyer;
  idSousProduit: number;
  intent: string;
  /** The statuses the confirm answered, in order (a client trying again after a 503). */
  confirms: number[];
  tookMs: number;
}

/**
 * New buyers each reserve an item of the catalogue and pay it through the balancer; a confirm
 * answered 503 is tried again after its Retry-After while `retry()` says so.
 */
async function checkouts(count: number, retry: (n: number) => boolean): Promise<Checkout[]> {
  const items = (await itemsForSale(db, 200)).filter((item) => !bought.has(item.id_sous_produit));
  const api = atUrl(balancer.url);
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const item = items[n];
      if (!item) throw new Error('No item left for sale');
      bought.add(item.id_sous_produit);
      const buyer = await newBuyer(withDb(db), 'FR', processesNow());
      const startedAt = performance.now();
      const created = await createIntents(api, buyer.token, await intentBody(withDb(db), buyer, [item]));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const intent = created.body.succeeded[0] as { id: string; client_secret: string };
      const card = await cardToken(api, buyer);
      const confirms: number[] = [];
      for (;;) {
        const paid = await confirm(api, intent, card);
        confirms.push(paid.status);
        if (confirms.length === 1) firstConfirms++;
        if (paid.status !== 503 || !retry(n)) break;
        await pause(1_000);
      }
      return {
        buyer,
        idSousProduit: item.id_sous_produit,
        intent: intent.id,
        confirms,
        tookMs: performance.now() - startedAt,
      };
    }),
  );
}
const bought = new Set<number>();
/** Checkouts whose first confirm was answered. */
let firstConfirms = 0;

/** Orders per item of `done`, and what must hold between charges, orders and refunds. */
async function expectPaymentsWhole(done: Checkout[]) {
  const rows = await db.query<{ id_sous_produit: number; n: number }>(
    'SELECT id_sous_produit, count(*)::int AS n FROM commande WHERE id_sous_produit = ANY($1::int[]) GROUP BY 1',
    [done.map((checkout) => checkout.idSousProduit)],
  );
  const orders = new Map(rows.map((row) => [row.id_sous_produit, row.n]));
  expect(done.filter((checkout) => orders.get(checkout.idSousProduit) !== 1)).toEqual([]);
  const invariants = await expectPaymentsHold();
  for (const server of processes) expect(server.exited, server.output()).toBe(false);
  return invariants;
}

/**
 * No charge without its order (or its refund), no payment with two orders or item sold twice,
 * and no sale refunded beyond its charge, transferred or paid out twice.
 */
async function expectPaymentsHold() {
  const invariants = await paymentInvariants(db);
  expect(invariants.paymentsWithoutOrder).toBe(0);
  expect(invariants.paymentsWithSeveralOrders).toBe(0);
  expect(invariants.ordersWithoutPayment).toBe(0);
  expect(invariants.itemsSoldTwice).toBe(0);
  await expectMoneyMovedOnce();
  return invariants;
}

/** No sale refunded beyond its charge, transferred or paid out twice, or settled without the provider. */
async function expectMoneyMovedOnce() {
  expect(await moneyMoveInvariants(db)).toEqual({
    refundedTooMuch: 0,
    transferredTwice: 0,
    paidOutTwice: 0,
    settledWithoutProvider: 0,
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** What holds after every fault. */
async function expectRecovered(outcome: Outcome, fault: string) {
  // A failure's cause is in the processes' logs: they go with it.
  expect(outcome.reads.failed, processes.map((server) => server.output()).join('\n')).toEqual([]);
  expect(outcome.withoutRetryAfter).toBe(0);
  expect(outcome.notOnce).toEqual([]);
  expect(outcome.acknowledged.length).toBeGreaterThan(5);
  expect(outcome.live.missed, 'acknowledged messages the seller’s page never had').toEqual([]);
  // The shopper and the liker ran (each write of theirs waits for every process to hear of it,
  // so they write less than the writer above in a short fault).
  expect(outcome.sdk.acknowledged.length).toBeGreaterThan(0);
  expect(outcome.likes.missing).toEqual([]);
  expect(outcome.likes.acknowledged.length).toBeGreaterThan(0);
  for (const server of processes) expect(server.exited, server.output()).toBe(false);
  await expectPaymentsHold();
  const listeningAfterMs = await adaptersListening();
  reportFigure(
    `faults: ${fault} → the live-event adapters listened again ${listeningAfterMs} ms after the service was back`,
  );
  await expectLiveAcrossProcesses();
}

/** A message sent through process 1 reaches the receiver's socket on process 2. */
async function expectLiveAcrossProcesses(socket?: TestSocket) {
  const listening = socket ?? (await connectSocket(processes[1]?.url as string, { token: seller.token }));
  try {
    const objet = `Live after the fault ${Date.now()}`;
    const sent = await api(processes[0]?.url as string, 'MessageController/send_message', {
      token: buyer.token,
      body: { objet, corps_message: 'Vous m’entendez ?', id_receiver: seller.id_user },
    });
    expect(sent.status).toBe(200);
    const received = await listening.waitFor<{ message: Message }>(
      'message',
      (event) => event.message.objet === objet,
      5_000,
    );
    expect(received.message.id_sender).toBe(buyer.id_user);
  } finally {
    if (!socket) listening.close();
  }
}

/**
 * The seller as the site runs: the SDK with its live connection to `baseUrl`, keeping what it
 * knows of one thread — each message heard live, and the thread read again when the SDK says the
 * connection resumed (what the MessageThread widget does).
 */
async function liveSeller(baseUrl: string, subject: string) {
  const client = createVitrine({
    baseUrl,
    storage: createMemoryStorage(),
    realtime: socketIoRealtime({ transports: ['websocket'] }),
  });
  const heard = new Set<string>();
  const reread = new Set<string>();
  const state = { resumed: 0, disconnects: 0 };
  client.on('message', ({ message }) => {
    if (message.objet === subject) heard.add(message.corps_message);
  });
  client.on('resumed', async () => {
    state.resumed++;
    const thread = await client.messages.thread(buyer.id_user, subject);
    for (const message of thread.data ?? []) reread.add(message.corps_message);
  });
  await client.auth.login(TEST_ACCOUNTS.seller, 'Vitrine-demo-2026');
  await until(() => client.store.getState().connected);
  let connected = true;
  client.store.subscribe((now) => {
    if (connected && !now.connected) state.disconnects++;
    connected = now.connected;
  });
  return {
    client,
    state,
    knows: (body: string) => heard.has(body) || reread.has(body),
    /** How many of `bodies` arrived live, and how many only by reading again. */
    by: (bodies: string[]) => ({
      live: bodies.filter((body) => heard.has(body)).length,
      reread: bodies.filter((body) => !heard.has(body) && reread.has(body)).length,
    }),
  };
}

/** The buyer sends messages on `subject` through `baseUrl` (each process in turn when a function), every 50 ms. */
function steadyMessages(subject: string, baseUrl: (n: number) => string) {
  const acknowledged: string[] = [];
  let refused = 0;
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n++) {
      const body = `Message ${n}`;
      const answer = await api(baseUrl(n), 'MessageController/send_message', {
        token: buyer.token,
        body: { objet: subject, corps_message: body, id_receiver: seller.id_user },
      }).catch(() => null);
      if (answer?.status === 200) acknowledged.push(body);
      else refused++;
      await pause(50);
    }
  })();
  return {
    acknowledged,
    get refused() {
      return refused;
    },
    stop: async () => {
      running = false;
      await done;
    },
  };
}

describe.skipIf(!POSTGRES || !control)(
  `faults: PostgreSQL under ${PROCESSES} processes behind HAProxy`,
  () => {
    const postgres = control as NonNullable<typeof control>;

    beforeAll(async () => {
      admin = await openPostgres(POSTGRES as string);
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.exec(`CREATE DATABASE ${name}`);
      url = databaseUrl(POSTGRES as string, name);
      await startSmtp();
      // The first start migrates and seeds; the others find the schema ready.
      processes.push(await startServerProcess({ dataDir: freshDataDir(), env: serverEnv() }));
      processes.push(
        ...(await Promise.all(
          Array.from({ length: PROCESSES - 1 }, () =>
            startServerProcess({ dataDir: freshDataDir(), env: serverEnv() }),
          ),
        )),
      );
      db = await openPostgres(url);
      balancer = await startHaproxy({
        port: await freePort(),
        servers: processes.map((server) => server.port),
      });
      [buyer, seller] = await Promise.all([
        signIn(processes[0]?.url as string, TEST_ACCOUNTS.buyer),
        signIn(processes[1]?.url as string, TEST_ACCOUNTS.seller),
      ]);
    });

    afterAll(async () => {
      if (!postgres.running) postgres.start();
      await balancer?.stop();
      for (const server of processes) await server.stop().catch(() => server.kill('SIGKILL'));
      await db?.close();
      await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin?.close();
      for (const server of processes) removeDataDir(server.dataDir);
      removeDataDir(media);
      await stopSmtp();
    });

    it('PostgreSQL restarted (fast) under load: no process exits, the service comes back, every acknowledged message is stored once and reaches a client that stayed connected', async () => {
      // A socket held through the fault hears events again once its process listens again.
      const socket = await connectSocket(processes[1]?.url as string, { token: seller.token });
      // A client on another process than the writer's: what it sends crosses the live-event
      // adapters, which listen again a second or so after PostgreSQL is back.
      const subject = `Across the restart ${Date.now()}`;
      const seller2 = await liveSeller(processes[2]?.url as string, subject);
      const messages = steadyMessages(subject, () => processes[0]?.url as string);
      try {
        const outcome = await underLoad(() => postgres.restart('fast'));
        await messages.stop();
        report('pg_ctl restart -m fast', outcome);
        await expectRecovered(outcome, 'pg_ctl restart -m fast');
        await expectLiveAcrossProcesses(socket);
        await until(() => messages.acknowledged.every(seller2.knows), 10_000).catch(() => undefined);
        const { live, reread } = seller2.by(messages.acknowledged);
        reportFigure(
          `faults: pg_ctl restart -m fast → a client that stayed connected had ${live} of ${messages.acknowledged.length} ` +
            `acknowledged messages live and ${reread} by reading again (told ${seller2.state.resumed} time(s)); ${messages.refused} refused`,
        );
        expect(seller2.state.disconnects).toBe(0);
        expect(messages.acknowledged.length).toBeGreaterThan(5);
        expect(messages.acknowledged.filter((body) => !seller2.knows(body))).toEqual([]);
      } finally {
        await messages.stop();
        await seller2.client.auth.logout().catch(() => undefined);
        socket.close();
      }
    });

    it('PostgreSQL crashed (immediate) and away for 10 s: requests answer 503 with Retry-After meanwhile, then the service comes back', async () => {
      const outcome = await underLoad(async () => {
        postgres.stop('immediate');
        await pause(10_000);
        postgres.start();
      });
      report('pg_ctl stop -m immediate, started 10 s later', outcome);
      expect(outcome.reads.unavailable + outcome.unavailableWrites).toBeGreaterThan(0);
      await expectRecovered(outcome, 'pg_ctl stop -m immediate');
    });

    it('a process started while PostgreSQL is down waits for it, and serves once it is up', async () => {
      postgres.stop('fast');
      let late: ServerProcess | undefined;
      const waitingSaid = 'PostgreSQL cannot be reached yet';
      try {
        // PostgreSQL comes back once the process says it waits, however long a loaded machine
        // takes to start it; had it started without PostgreSQL, the race below would say so.
        let saidWaiting!: () => void;
        const waits = new Promise<'waits'>((resolve) => {
          saidWaiting = () => resolve('waits');
        });
        const starting = startServerProcess({
          dataDir: freshDataDir(),
          env: serverEnv(),
          onOutput: (tail) => {
            if (tail.includes(waitingSaid)) saidWaiting();
          },
        }).then((server) => {
          late = server;
          return server;
        });
        expect(await Promise.race([waits, starting.then(() => 'served without PostgreSQL')])).toBe('waits');
        expect(late).toBeUndefined();
        postgres.start();
        const server = await starting;
        expect(server.output()).toContain(waitingSaid);
        expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
        const conversations = await api(server.url, `MessageController/message_by_user/${buyer.id_user}`, {
          token: buyer.token,
        });
        expect(conversations.status).toBe(200);
      } finally {
        if (!postgres.running) postgres.start();
        await late?.stop();
        if (late) removeDataDir(late.dataDir);
      }
    });

    it('one process frozen for 20 s under load: the other serves, and the frozen one serves again once thawed', async () => {
      const frozen = processes[1] as ServerProcess;
      const outcome = await underLoad(async () => {
        process.kill(frozen.pid, 'SIGSTOP');
        try {
          await pause(20_000);
        } finally {
          process.kill(frozen.pid, 'SIGCONT');
        }
      });
      report(`one of ${PROCESSES} processes frozen (SIGSTOP) for 20 s`, outcome);
      await expectRecovered(outcome, 'a frozen process');
    });

    it('HAProxy restarted under load: a live client reconnects and, with what it reads again, has every message acknowledged meanwhile', async () => {
      // The seller, as the site runs: the SDK with its live connection, through the balancer.
      const subject = `Through the balancer ${Date.now()}`;
      const live = await liveSeller(balancer.url, subject);
      const messages = steadyMessages(subject, (n) => processes[n % PROCESSES]?.url as string);
      try {
        await pause(1_000);
        const port = Number(new URL(balancer.url).port);
        const stoppedAt = Date.now();
        await balancer.stop();
        await pause(1_500);
        balancer = await startHaproxy({ port, servers: processes.map((server) => server.port) });
        await until(() => live.state.resumed > 0, 15_000);
        reportFigure(
          `faults: HAProxy restarted → the live client resumed ${Date.now() - stoppedAt} ms after the stop`,
        );
        await pause(1_000);
      } finally {
        await messages.stop();
      }
      await until(() => messages.acknowledged.every(live.knows), 10_000).catch(() => undefined);
      expect(messages.refused).toBe(0);
      expect(messages.acknowledged.length).toBeGreaterThan(20);
      expect(messages.acknowledged.filter((body) => !live.knows(body))).toEqual([]);
      await live.client.auth.logout();
    });

    it('a process killed (SIGKILL) is started again by its supervisor on the same port, and serves', async () => {
      const port = await freePort();
      const dataDir = freshDataDir();
      const { env, ...command } = serverCommand({ dataDir, env: serverEnv() }, port);
      const supervised = await startSupervised({
        env,
        programs: [{ name: 'vitrine-1', ...command, env: {} }],
      });
      const health = `http://127.0.0.1:${port}/api/health`;
      const answering = async () => {
        const started = Date.now();
        while (
          !(await fetch(health)
            .then((response) => response.ok)
            .catch(() => false))
        ) {
          if (Date.now() - started > 60_000) throw new Error(`No answer on ${port}:\n${supervised.output()}`);
          await pause(100);
        }
        return Date.now() - started;
      };
      try {
        await answering();
        const first = supervised.pidOf('vitrine-1');
        expect(first).toBeGreaterThan(0);
        process.kill(first, 'SIGKILL');
        const backAfterMs = await answering();
        reportFigure(`faults: a process killed under its supervisor answered again ${backAfterMs} ms later`);
        const second = supervised.pidOf('vitrine-1');
        expect(second).toBeGreaterThan(0);
        expect(second).not.toBe(first);
        const page = await api(
          `http://127.0.0.1:${port}`,
          `MessageController/message_by_user/${buyer.id_user}`,
          {
            token: buyer.token,
          },
        );
        expect(page.status).toBe(200);
      } finally {
        await supervised.stop();
        removeDataDir(dataDir);
      }
    });

    it('the live-event adapter’s LISTEN ended by the database: the processes live, and events cross them again', async () => {
      const listeners = () =>
        db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN "socket.io#%'`,
          [name],
        );
      expect((await listeners())[0]?.n).toBe(PROCESSES);
      await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN "socket.io#%'`,
        [name],
      );
      const started = Date.now();
      while ((await listeners())[0]?.n !== PROCESSES) {
        if (Date.now() - started > 15_000) throw new Error('The adapters did not listen again.');
        await pause(100);
      }
      reportFigure(
        `faults: the live-event adapters listened again ${Date.now() - started} ms after their backends ended`,
      );
      for (const server of processes) expect(server.exited, server.output()).toBe(false);
      await expectLiveAcrossProcesses();
    });
    it('the payment provider slow (1.5 s a call) under load: every checkout completes once, reads are not held', async () => {
      let done: Checkout[] = [];
      const outcome = await underLoad(async () => {
        await sandboxFaults({ delayMs: 1_500 });
        try {
          done = await checkouts(6, () => true);
        } finally {
          await sandboxFaults({ delayMs: 0 });
        }
      });
      report('payment provider slow (1.5 s a call)', outcome);
      reportFigure(
        `faults: payment provider slow → ${done.filter((checkout) => checkout.confirms.at(-1) === 200).length} of ${done.length} checkouts paid, ` +
          `median ${median(done.map((checkout) => checkout.tookMs)).toFixed(0)} ms, longest ${Math.max(...done.map((checkout) => checkout.tookMs)).toFixed(0)} ms`,
      );
      expect(
        done.map((checkout) => checkout.confirms),
        processes.map((server) => server.output()).join('\n'),
      ).toEqual(done.map(() => [200]));
      await expectPaymentsWhole(done);
      await expectRecovered(outcome, 'payment provider slow');
    });

    it('the payment provider charging, then losing its answer: a buyer who tries again and one who leaves each get exactly one order', async () => {
      await sandboxFaults({ loseConfirmAnswers: true });
      // Half the buyers try again until the provider answers; the others leave after the 503.
      const before = firstConfirms;
      const paying = checkouts(6, (n) => n % 2 === 0);
      paying.catch(() => undefined);
      await until(() => firstConfirms - before === 6, 60_000);
      await pause(1_000);
      await sandboxFaults({ loseConfirmAnswers: false });
      const done = await paying;
      const charged = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sandbox_intent WHERE id = ANY($1::text[]) AND status = 'succeeded'`,
        [done.map((checkout) => checkout.intent)],
      );
      // Every card was charged, although each buyer first heard 503.
      expect(charged[0]?.n).toBe(done.length);
      expect(done.every((checkout) => checkout.confirms[0] === 503)).toBe(true);
      // The ones who left: their reservation expires and the reconciliation finds the charge.
      const startedAt = Date.now();
      const eachProcess = await advanceClock(16);
      const clockMovedAt = Date.now();
      await until(async () => (await paymentInvariants(db)).paymentsWithoutOrder === 0, 20_000);
      reportFigure(
        `faults: payment answers lost after the charge → ${done.filter((checkout) => checkout.confirms.at(-1) === 200).length} buyers ordered by trying again ` +
          `(${done.map((checkout) => checkout.confirms.length).join('/')} confirms), the others' orders made by the reconciliation ${Date.now() - clockMovedAt} ms after their reservations expired ` +
          `(moving the processes' clocks and running what fell due took ${clockMovedAt - startedAt} ms: ${eachProcess})`,
      );
      await expectPaymentsWhole(done);
      // Moving the clocks runs every job due by then, which took minutes in one CI run (cause not
      // found: the figure above now times it apart): the test has room for that.
    }, 600_000);

    it('refunds failing for a while: each declined order is refunded exactly once after the provider is back', async () => {
      const done = await checkouts(4, () => true);
      expect(done.map((checkout) => checkout.confirms)).toEqual(done.map(() => [200]));
      const orders = await db.query<{ id_commande: number; id_vendeur: number; id_payment_intent: string }>(
        'SELECT id_commande, id_vendeur, id_payment_intent FROM commande WHERE id_sous_produit = ANY($1::int[])',
        [done.map((checkout) => checkout.idSousProduit)],
      );
      await sandboxFaults({ failRefunds: true });
      for (const order of orders) {
        const seller = await openSession(db, order.id_vendeur, DEFAULT_TOKEN_TTL_SECONDS, processesNow());
        const declined = await api(balancer.url, 'CommandeController/decline_commande', {
          token: seller.token,
          body: { id_commande: order.id_commande, motif: 'The item was damaged in the workshop.' },
        });
        expect(declined.status).toBe(200);
      }
      const refunds = async () =>
        (
          await db.query<{ payment_intent: string; n: number }>(
            'SELECT payment_intent, count(*)::int AS n FROM sandbox_refund WHERE payment_intent = ANY($1::text[]) GROUP BY 1',
            [orders.map((order) => order.id_payment_intent)],
          )
        ).map((row) => row.n);
      const ids = orders.map((order) => order.id_commande);
      // Every refund was tried and failed: the runners ran them within their interval.
      await until(async () => {
        const [row] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM commande_job WHERE kind = 'refund' AND id_commande = ANY($1::int[]) AND last_error IS NOT NULL`,
          [ids],
        );
        return row?.n === ids.length;
      }, 15_000);
      expect(await refunds()).toEqual([]);
      await sandboxFaults({ failRefunds: false });
      const startedAt = Date.now();
      // The jobs try again after their retry delay, on the injected clock.
      await advanceClock(16);
      await until(async () => (await refunds()).length === ids.length, 15_000);
      const tookMs = Date.now() - startedAt;
      await advanceClock(16);
      await pause(1_500);
      expect(await refunds()).toEqual(ids.map(() => 1));
      reportFigure(
        `faults: refunds failing → ${ids.length} declined orders refunded once, ${tookMs} ms after the provider was back and their retry was due`,
      );
      await expectPaymentsWhole(done);
    });
    it('the SMTP server down for a minute: every e-mail written meanwhile is sent once after it is back', async () => {
      await stopSmtp();
      const done = await checkouts(3, () => true);
      const orders = (
        await db.query<{ id_commande: number }>(
          'SELECT id_commande FROM commande WHERE id_sous_produit = ANY($1::int[])',
          [done.map((checkout) => checkout.idSousProduit)],
        )
      ).map((row) => row.id_commande);
      const mails = () =>
        db.query<{ id: number; sent: boolean; attempts: number; failed: boolean }>(
          `SELECT id, sent_at IS NOT NULL AS sent, attempts, last_error IS NOT NULL AS failed FROM mail_outbox
            WHERE headers LIKE ANY($1::text[]) ORDER BY id`,
          [orders.map((id) => `%"X-Vitrine-Commande":"${id}"%`)],
        );
      // Each payment's e-mails (the buyer's and the seller's) were written and tried, and failed.
      await until(async () => {
        const kept = await mails();
        return kept.length >= 2 * orders.length && kept.every((mail) => mail.failed && !mail.sent);
      }, 20_000);
      // A minute passes as the outbox counts it: tried again, the server still down.
      await advanceClock(1.5);
      await pause(2_000);
      await startSmtp();
      const backAt = Date.now();
      // Their next try is due on the outbox's own schedule.
      await advanceClock(5);
      await until(async () => (await mails()).every((mail) => mail.sent), 20_000);
      const sentAfterMs = Date.now() - backAt;
      // Whatever runs after, nothing is sent again.
      await advanceClock(120);
      await pause(2_000);
      const kept = await mails();
      const times = kept.map((mail) => delivered.filter((id) => id.startsWith(`<outbox.${mail.id}@`)).length);
      reportFigure(
        `faults: SMTP server down → ${kept.length} e-mails kept, tried ${kept.map((mail) => mail.attempts).join('/')} times, ` +
          `all sent ${sentAfterMs} ms after it was back and their retry due`,
      );
      expect(times).toEqual(kept.map(() => 1));
      await expectPaymentsWhole(done);
    });

    it('the media store failing writes (its disk full): uploads answer 503 with nothing kept, and succeed when sent again', async (context) => {
      const signup = (fields: Record<string, string>) =>
        fetch(`${balancer.url}/api/web/signup`, {
          method: 'POST',
          body: multipartForm(fields, [['image_link_profile', tinyPng(), 'portrait.png']]),
        });
      const before = filesUnder(media);
      expect((await signup(signupFields())).status).toBe(200);
      const written = filesUnder(media).filter((path) => !before.includes(path));
      expect(written).toHaveLength(1);
      // The folder the store writes profile photos to, filled up: a full disk.
      const area = join(media, dirname(written[0] as string));
      try {
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', area], { stdio: 'ignore' });
      } catch {
        context.skip('mounting a small tmpfs needs root');
      }
      const forms = [signupFields(), signupFields(), signupFields()];
      let answers: Response[] = [];
      try {
        try {
          for (;;) appendFileSync(join(area, 'filler'), Buffer.alloc(4096, 1));
        } catch (error) {
          expect((error as { code?: string }).code).toBe('ENOSPC');
        }
        answers = await Promise.all(forms.map(signup));
        expect(filesUnder(area)).toEqual(['filler']);
      } finally {
        execFileSync('umount', [area]);
      }
      const refused = answers.map((answer) => [answer.status, answer.headers.get('retry-after')]);
      expect(refused, processes.map((server) => server.output()).join('\n')).toEqual(
        forms.map(() => [503, '5']),
      );
      const accounts = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM utilisateur WHERE email = ANY($1::text[])',
        [forms.map((fields) => fields.email)],
      );
      expect(accounts[0]?.n).toBe(0);
      // Sent again once the disk has room: each account made, with its photo.
      const again = await Promise.all(forms.map(signup));
      expect(again.map((answer) => answer.status)).toEqual(forms.map(() => 200));
      expect(filesUnder(media).filter((path) => !before.includes(path))).toHaveLength(1 + forms.length);
      expect(existsSync(join(area, 'filler'))).toBe(false);
      reportFigure(
        `faults: media store full → ${answers.length} uploads answered 503 (Retry-After 5) with nothing kept, all ${again.length} accepted when sent again`,
      );
      for (const server of processes) expect(server.exited, server.output()).toBe(false);
    });
    // Last: it moves every process's clock on by two days, which ends every reservation and
    // every seller's time to answer the orders the cases above made.
    it('payouts whose answers the provider loses, then in flight when PostgreSQL restarts under load: each seller is paid exactly once', async () => {
      // Sales received by their buyers: once the buyers' window to report a problem is over,
      // each completes and its payout (a transfer, then a bank payout) is due.
      const done = await checkouts(4, () => true);
      expect(done.map((checkout) => checkout.confirms)).toEqual(done.map(() => [200]));
      const orders = await db.query<{ id_commande: number; id_vendeur: number; id_sous_produit: number }>(
        'SELECT id_commande, id_vendeur, id_sous_produit FROM commande WHERE id_sous_produit = ANY($1::int[])',
        [done.map((checkout) => checkout.idSousProduit)],
      );
      const ids = orders.map((order) => order.id_commande);
      for (const order of orders) {
        const sellerToken = (
          await openSession(db, order.id_vendeur, DEFAULT_TOKEN_TTL_SECONDS, processesNow())
        ).token;
        const buyerToken = done.find((checkout) => checkout.idSousProduit === order.id_sous_produit)?.buyer
          .token as string;
        const moves: Array<[string, string, Record<string, unknown>]> = [
          [sellerToken, 'accept_commande', {}],
          [
            sellerToken,
            'ship_commande',
            {
              transporteur: 'DHL',
              suivi_livraison: `JD${order.id_commande}`,
              lien_suivi: `https://www.dhl.com/track?id=JD${order.id_commande}`,
            },
          ],
          [buyerToken, 'confirm_reception', {}],
        ];
        for (const [token, path, body] of moves) {
          const answer = await api(balancer.url, `CommandeController/${path}`, {
            token,
            body: { id_commande: order.id_commande, ...body },
          });
          expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
        }
      }
      const ledger = () =>
        db.query<{
          id_commande: number;
          etat: string;
          transfers: number;
          bank_payouts: number;
          attempts: number;
        }>(
          `SELECT c.id_commande, c.etat,
                  (SELECT count(*)::int FROM sandbox_transfer t WHERE t.transfer_group = 'commande_' || c.id_commande) AS transfers,
                  (SELECT count(*)::int FROM sandbox_payout p WHERE p.idempotency_key LIKE 'vitrine:payout:commande:' || c.id_commande || ':%') AS bank_payouts,
                  COALESCE((SELECT max(j.attempts) FROM commande_job j WHERE j.id_commande = c.id_commande AND j.kind = 'payout'), 0)::int AS attempts
             FROM commande c WHERE c.id_commande = ANY($1::int[]) ORDER BY c.id_commande`,
          [ids],
        );

      // The provider makes each transfer and bank payout, and its answers are lost.
      await sandboxFaults({ losePayoutAnswers: true });
      await advanceClock(49 * 60);
      await until(
        async () => (await ledger()).every((row) => row.attempts >= 1 && row.bank_payouts === 1),
        60_000,
      );
      expect((await ledger()).map((row) => [row.etat, row.transfers, row.bank_payouts])).toEqual(
        ids.map(() => ['completed', 1, 1]),
      );

      // Tried again, slowly, and PostgreSQL restarts while the payouts are in flight.
      await sandboxFaults({ losePayoutAnswers: false, delayMs: 2_000 });
      let inFlight = 0;
      let running: Promise<unknown> = Promise.resolve();
      const outcome = await underLoad(async () => {
        // Each process runs its due jobs within the request that moves its clock: not awaited
        // here, as the restart cuts them.
        clockAheadMs += 16 * 60_000;
        running = Promise.all(
          processes.map((server) =>
            fetch(server.url + TEST_CLOCK_PATH, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ hours: 16 / 60 }),
            })
              .then((answer) => answer.arrayBuffer())
              .catch(() => undefined),
          ),
        );
        await until(async () => {
          const [row] = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM commande_job WHERE kind = 'payout' AND state = 'due' AND attempts >= 2
                AND id_commande = ANY($1::int[])`,
            [ids],
          );
          inFlight = row?.n ?? 0;
          return inFlight > 0;
        }, 30_000);
        await postgres.restart('fast');
      });
      await running;
      await sandboxFaults({ delayMs: 0 });
      report('pg_ctl restart -m fast with payouts in flight', outcome);
      await expectRecovered(outcome, 'pg_ctl restart -m fast with payouts in flight');

      // What the restart interrupted is tried again after its lease or its retry delay.
      const startedAt = Date.now();
      for (let turn = 0; turn < 10; turn++) {
        if ((await ledger()).every((row) => row.etat === 'paid_out')) break;
        await advanceClock(16);
        await pause(2_000);
      }
      const after = await ledger();
      reportFigure(
        `faults: payouts → ${ids.length} sales whose payout answers were lost, then ${inFlight} in flight at a PostgreSQL restart: ` +
          `${after.filter((row) => row.etat === 'paid_out').length} paid out, tried ${after.map((row) => row.attempts).join('/')} times, ` +
          `${after.filter((row) => row.transfers > 1 || row.bank_payouts > 1).length} paid twice (${Date.now() - startedAt} ms after the service was back)`,
      );
      expect(after.map((row) => [row.etat, row.transfers, row.bank_payouts])).toEqual(
        ids.map(() => ['paid_out', 1, 1]),
      );
      await expectPaymentsWhole(done);
    });
  },
);
