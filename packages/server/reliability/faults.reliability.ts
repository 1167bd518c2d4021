/**
 * Faults of production on the real pieces: three server processes on one PostgreSQL behind HAProxy
 * (the project's own configuration), under a load of reads over many addresses and acknowledged
 * writes, while PostgreSQL restarts, crashes and stays away, or ends one process's connections,
 * and while one process is frozen.
 * After each fault: no process exited, the service came back by itself, every acknowledged write
 * is stored exactly once, nothing answered a 500 (a request the database could not serve answers
 * 503 with Retry-After), and live events cross processes again. How long the service took to come
 * back, the reads that took a second or more and the reads' p99 are reported, not asserted.
 * Runs under `npm run test:faults` (scripts/with-postgres.sh provides the cluster to disturb).
 */
import type { Message, Session } from '@vitrine/contract';
import { createMemoryStorage, createVitrine } from '@vitrine/sdk-core';
import { socketIoRealtime } from '@vitrine/sdk-core/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHaproxy } from '../../../scripts/cluster/haproxy.mjs';
import { startSupervised } from '../../../scripts/cluster/supervisor.mjs';
import { type Database, openPostgres } from '../src/db/database.js';
import { connectSocket, type TestSocket } from '../src/realtime/socketServer.test.helpers.js';
import { api, signIn, TEST_ACCOUNTS } from '../src/testing/accounts.js';
import { until } from '../src/testing/fixtures.js';
import { databaseUrl } from '../src/testing/postgresTemplate.js';
import { reportFigure } from './figures.js';
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

const serverEnv = () => ({ DATABASE_URL: url, MEDIA_DIR: media });
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
}

/**
 * Reads through the balancer from several readers and acknowledged messages from one writer,
 * from a moment before `fault` to a moment after every process is ready again.
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
  };
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
      const objet = `${tag} ${n}`;
      const answer = await api(balancer.url, 'MessageController/send_message', {
        token: buyer.token,
        body: { objet, corps_message: 'Toujours disponible ?', id_receiver: seller.id_user },
      }).catch((error: Error) => error);
      if (answer instanceof Error) {
        outcome.reads.failed.push(`send_message: ${answer.message} (${describeCause(answer)})`);
        await pause(20);
      } else if (answer.status === 200) outcome.acknowledged.push(objet);
      else if (answer.status === 503) {
        outcome.unavailableWrites++;
        await pause(20);
      } else outcome.reads.failed.push(`send_message: ${answer.status}`);
    }
  };
  const load = [...Array.from({ length: READERS }, (_, n) => reader(n * 7)), writer()];
  try {
    await pause(1_500);
    await fault();
    outcome.backAfterMs = await everyProcessReady();
    await pause(2_000);
  } finally {
    running = false;
    await Promise.all(load);
  }
  const stored = await db.query<{ objet: string; n: number }>(
    'SELECT objet, count(*)::int AS n FROM message WHERE objet LIKE $1 GROUP BY objet',
    [`${tag} %`],
  );
  const count = new Map(stored.map((row) => [row.objet, row.n]));
  outcome.notOnce = outcome.acknowledged.filter((objet) => count.get(objet) !== 1);
  return outcome;
}

/** Why fetch failed: undici puts the socket's error in `cause`. */
const describeCause = (error: Error) => {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${cause.code ?? ''} ${cause.message ?? ''}`.trim() : 'no cause';
};

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.99)] ?? 0;
};

function report(fault: string, outcome: Outcome) {
  reportFigure(
    `faults: ${fault} → back ${outcome.backAfterMs} ms after; reads ${outcome.reads.ok} served, ` +
      `${outcome.reads.unavailable} × 503, ${outcome.reads.failed.length} failed otherwise, ${outcome.stalled} took 1 s or more, ` +
      `p99 ${p99(outcome.latencies).toFixed(0)} ms, longest ${Math.max(0, ...outcome.latencies).toFixed(0)} ms; ` +
      `${outcome.acknowledged.length} messages acknowledged, ${outcome.unavailableWrites} × 503, ${outcome.notOnce.length} not stored once`,
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

/** What holds after every fault. */
async function expectRecovered(outcome: Outcome, fault: string) {
  expect(outcome.reads.failed).toEqual([]);
  expect(outcome.withoutRetryAfter).toBe(0);
  expect(outcome.notOnce).toEqual([]);
  expect(outcome.acknowledged.length).toBeGreaterThan(5);
  for (const server of processes) expect(server.exited, server.output()).toBe(false);
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
      try {
        const starting = startServerProcess({ dataDir: freshDataDir(), env: serverEnv() }).then((server) => {
          late = server;
          return server;
        });
        await pause(3_000);
        expect(late).toBeUndefined();
        postgres.start();
        const server = await starting;
        expect(server.output()).toContain('PostgreSQL cannot be reached yet');
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
  },
);
