/**
 * Three server processes on one PostgreSQL, each with its answer cache on, as `npm run cluster`
 * runs them: what one process does, the others show at once — a message reaches a socket held
 * by another process, a like and a sale are read through another process right after — a unique
 * item paid for by buyers spread over the processes is sold once, and with HAProxy in front, a
 * process killed under load leaves the others serving and loses no acknowledged write.
 * Runs when DATABASE_URL is set (`npm run test:postgres:processes`).
 */
import type { Message, PaymentIntent, ProductDetail, Session } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHaproxy } from '../../../scripts/cluster/haproxy.mjs';
import { type Database, openPostgres } from '../src/db/database.js';
import { connectSocket } from '../src/realtime/socketServer.test.helpers.js';
import type { RunningServer } from '../src/server.js';
import { api, signIn, TEST_ACCOUNTS } from '../src/testing/accounts.js';
import {
  type Buyer,
  cardToken,
  confirm,
  createIntents,
  intentBody,
  itemOf,
  newBuyer,
} from '../src/testing/checkoutFixtures.js';
import { databaseUrl } from '../src/testing/postgresTemplate.js';
import { reportFigure } from './figures.js';
import {
  freePort,
  freshDataDir,
  removeDataDir,
  type ServerProcess,
  startServerProcess,
} from './serverProcess.js';

const POSTGRES = process.env.DATABASE_URL;
const PROCESSES = 3;
const RACING_BUYERS = 20;

const name = `vitrine_cluster_${process.pid}`;
let admin: Database;
let db: Database;
let url: string;
const media = freshDataDir();
const processes: ServerProcess[] = [];
let buyer: Session;
let seller: Session;

/** A stand-in server for the fixtures: the database to prepare with, a process to call. */
const through = (process: ServerProcess | undefined) =>
  ({ db, url: (process as ServerProcess).url }) as unknown as RunningServer;

describe.skipIf(!POSTGRES)(`${PROCESSES} processes on one PostgreSQL`, () => {
  beforeAll(async () => {
    admin = await openPostgres(POSTGRES as string);
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${name}`);
    url = databaseUrl(POSTGRES as string, name);
    // Every process serves the same media folder, as they would a shared volume.
    const env = { DATABASE_URL: url, MEDIA_DIR: media };
    // The first start migrates and seeds; the others find the schema ready.
    processes.push(await startServerProcess({ dataDir: freshDataDir(), env }));
    processes.push(
      ...(await Promise.all(
        Array.from({ length: PROCESSES - 1 }, () => startServerProcess({ dataDir: freshDataDir(), env })),
      )),
    );
    db = await openPostgres(url);
    [buyer, seller] = await Promise.all([
      signIn(processes[0]?.url as string, TEST_ACCOUNTS.buyer),
      signIn(processes[1]?.url as string, TEST_ACCOUNTS.seller),
    ]);
  });

  afterAll(async () => {
    for (const process of processes) await process.stop().catch(() => process.kill('SIGKILL'));
    await db?.close();
    await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin?.close();
    for (const process of processes) removeDataDir(process.dataDir);
    removeDataDir(media);
  });

  it('a message sent through process 1 reaches the receiver’s socket on process 2 within a second', async () => {
    const socket = await connectSocket(processes[1]?.url as string, { token: seller.token });
    try {
      const objet = `Across processes ${Date.now()}`;
      const sentAt = Date.now();
      const sent = await api(processes[0]?.url as string, 'MessageController/send_message', {
        token: buyer.token,
        body: { objet, corps_message: 'Toujours disponible ?', id_receiver: seller.id_user },
      });
      expect(sent.status).toBe(200);
      const received = await socket.waitFor<{ message: Message }>(
        'message',
        (event) => event.message.objet === objet,
        1_000,
      );
      const elapsed = Date.now() - sentAt;
      reportFigure(
        `cluster: a message sent through process 1 reached a socket on process 2 in ${elapsed} ms`,
      );
      expect(received.message.id_sender).toBe(buyer.id_user);
    } finally {
      socket.close();
    }
  });

  it('a like through process 1 is read through processes 2 and 3 right after, their caches on', async () => {
    const list = `ProduitController/list_produit?type=web&langue=fr&page=1&limit=24&id_user=${buyer.id_user}`;
    type Card = { id_produit: number; is_liked: boolean };
    const read = async (process: ServerProcess | undefined) => {
      const response = await fetch(`${process?.url}/api/${list}`, {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      return {
        cache: response.headers.get('x-vitrine-cache'),
        cards: ((await response.json()) as { data: Card[] }).data,
      };
    };
    for (const process of processes.slice(1)) {
      await read(process);
      expect((await read(process)).cache).toBe('hit');
    }
    const target = (await read(processes[1])).cards[2] as Card;
    const toggled = await api(processes[0]?.url as string, 'WishlistController/toggle_wishlist', {
      token: buyer.token,
      body: { id_produit: target.id_produit },
    });
    expect(toggled.body).toMatchObject({ is_liked: !target.is_liked });
    for (const process of processes.slice(1)) {
      const now = await read(process);
      expect(now.cards.find((card) => card.id_produit === target.id_produit)?.is_liked).toBe(
        !target.is_liked,
      );
    }
  });

  it('an item bought through process 1 reads as sold through processes 2 and 3 right after', async () => {
    const item = await itemOf(through(processes[0]), TEST_ACCOUNTS.seller);
    const page = `ProduitController/get_produit_all?id_produit=${item.id_produit}&langue=fr`;
    const stateOn = async (process: ServerProcess | undefined) => {
      const answer = await api<ProductDetail>(process?.url as string, page);
      return answer.body.details.sous_produit.find((variant) => variant.id === item.id_sous_produit)?.etat;
    };
    for (const process of processes.slice(1)) {
      expect(await stateOn(process)).toBe('Disponible');
      expect(await stateOn(process)).toBe('Disponible');
    }
    const payer = await newBuyer(through(processes[0]));
    const created = await createIntents(
      through(processes[0]),
      payer.token,
      await intentBody(through(processes[0]), payer, [item]),
    );
    expect(created.status).toBe(200);
    const intent = created.body.succeeded[0] as PaymentIntent;
    const paid = await confirm(through(processes[0]), intent, await cardToken(through(processes[0]), payer));
    expect(paid.status).toBe(200);
    for (const process of processes.slice(1)) expect(await stateOn(process)).toBe('Vendu');
  });

  it(`${RACING_BUYERS} buyers spread over the processes pay for one unique item: exactly one order`, async () => {
    const item = await itemOf(through(processes[0]), TEST_ACCOUNTS.seller);
    const buyers: Buyer[] = [];
    for (let n = 0; n < RACING_BUYERS; n++) buyers.push(await newBuyer(through(processes[0])));
    const processOf = (index: number) => through(processes[index % PROCESSES]);
    const cards = await Promise.all(buyers.map((racer, index) => cardToken(processOf(index), racer)));
    const outcomes = await Promise.all(
      buyers.map(async (racer, index) => {
        const server = processOf(index);
        const created = await createIntents(server, racer.token, await intentBody(server, racer, [item]));
        if (created.status !== 200) return created.status;
        const paid = await confirm(
          server,
          created.body.succeeded[0] as PaymentIntent,
          cards[index] as string,
        );
        return paid.status === 200 ? 'paid' : paid.status;
      }),
    );
    const [orders] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM commande WHERE id_sous_produit = $1',
      [item.id_sous_produit],
    );
    reportFigure(
      `cluster: ${RACING_BUYERS} buyers over ${PROCESSES} processes → ${orders?.n} order, ` +
        `${outcomes.filter((outcome) => outcome === 409).length} × 409`,
    );
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 409)).toHaveLength(RACING_BUYERS - 1);
    expect(orders?.n).toBe(1);
  });

  /**
   * Reads and acknowledged writes through HAProxy from 8 readers and 1 writer while `meanwhile`
   * runs, then checks every acknowledged write is stored.
   */
  async function underLoad(meanwhile: (balancerUrl: string) => Promise<void>) {
    const balancer = await startHaproxy({
      port: await freePort(),
      servers: processes.filter((process) => !process.exited).map((process) => process.port),
    });
    const tag = `Under load ${Date.now()}`;
    const reads = { ok: 0, failed: 0, after: 0 };
    const acknowledged: string[] = [];
    let refused = 0;
    let doneAt = 0;
    let running = true;
    const paths = Array.from(
      { length: 40 },
      (_, n) =>
        `/api/ProduitController/list_produit?type=web&langue=${['fr', 'en', 'it'][n % 3]}&page=${(n % 3) + 1}&limit=12`,
    );
    const reader = async (offset: number) => {
      for (let n = offset; running; n++) {
        const response = await fetch(balancer.url + paths[n % paths.length]).catch(() => null);
        if (response?.ok) {
          reads.ok++;
          if (doneAt && Date.now() > doneAt + 2_000) reads.after++;
        } else reads.failed++;
        await response?.arrayBuffer();
      }
    };
    const writer = async () => {
      for (let n = 0; running; n++) {
        const objet = `${tag} ${n}`;
        const answer = await api(balancer.url, 'MessageController/send_message', {
          token: buyer.token,
          body: { objet, corps_message: 'Message sous charge', id_receiver: seller.id_user },
        }).catch(() => null);
        if (answer?.status === 200) acknowledged.push(objet);
        else refused++;
      }
    };
    try {
      const load = [...Array.from({ length: 8 }, (_, n) => reader(n * 5)), writer()];
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await meanwhile(balancer.url);
      doneAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      running = false;
      await Promise.all(load);
    } finally {
      running = false;
      await balancer.stop();
    }
    const stored = await db.query<{ objet: string }>('SELECT objet FROM message WHERE objet LIKE $1', [
      `${tag} %`,
    ]);
    const storedObjets = new Set(stored.map((row) => row.objet));
    return { reads, acknowledged, refused, lost: acknowledged.filter((objet) => !storedObjets.has(objet)) };
  }

  it('behind HAProxy, a process stopped under load finishes what it was doing: no read fails', async () => {
    const leaving = processes[PROCESSES - 1] as ServerProcess;
    const outcome = await underLoad(() => leaving.stop());
    reportFigure(
      `cluster: SIGTERM of 1 of ${PROCESSES} processes under load behind HAProxy → ${outcome.reads.ok} reads served, ` +
        `${outcome.reads.failed} failed; ${outcome.acknowledged.length} messages acknowledged, ${outcome.lost.length} lost`,
    );
    expect(outcome.reads.failed).toBe(0);
    expect(outcome.lost).toEqual([]);
    expect(outcome.reads.after).toBeGreaterThan(100);
    // Back for the next case.
    processes[PROCESSES - 1] = await startServerProcess({
      dataDir: leaving.dataDir,
      env: { DATABASE_URL: url, MEDIA_DIR: media },
    });
  });

  it('behind HAProxy, a process killed under load leaves the others serving and loses no acknowledged write', async () => {
    const victim = processes[PROCESSES - 1] as ServerProcess;
    const outcome = await underLoad(async () => {
      await victim.kill('SIGKILL');
    });
    reportFigure(
      `cluster: SIGKILL of 1 of ${PROCESSES} processes under load behind HAProxy → ${outcome.reads.ok} reads served ` +
        `(${outcome.reads.after} from 2 s after the kill), ${outcome.reads.failed} failed; ` +
        `${outcome.acknowledged.length} messages acknowledged, ${outcome.lost.length} lost, ` +
        `${outcome.refused} refused during the kill`,
    );
    expect(outcome.lost).toEqual([]);
    expect(outcome.acknowledged.length).toBeGreaterThan(10);
    expect(outcome.reads.failed).toBe(0);
    expect(outcome.reads.after).toBeGreaterThan(100);
    for (const survivor of processes.slice(0, PROCESSES - 1)) {
      expect((await fetch(`${survivor.url}/api/health`)).status).toBe(200);
    }
  });
});
