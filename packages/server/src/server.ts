/**
 * Starts the whole service: database (migrated, seeded when empty), HTTP API, media, site and
 * socket.io on one port. Tests start it in-process on port 0 with an in-memory database.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { createAnswerCache } from './cache/answerCache.js';
import { type ChangeRelay, startChangeRelay } from './cache/changeRelay.js';
import { defaultPublicUrl, loadConfig, type ServerConfig } from './config.js';
import type { AppContext } from './context.js';
import { type Database, openDatabase } from './db/database.js';
import { startAnalyzer } from './db/drivers/analyzer.js';
import { createPostgresPool } from './db/drivers/postgresPool.js';
import { migrate } from './db/migrate.js';
import { writeCategorySlugs } from './db/queries/categorySlugs.js';
import { releaseJobLeases } from './db/queries/orderState.js';
import { createActivityLimiter } from './http/activityLimits.js';
import { openMediaStore } from './media/openMediaStore.js';
import { isProduction } from './nodeEnv.js';
import { createMailer } from './notifications/mailer.js';
import { deliveriesDone, releaseMailLeases } from './notifications/outbox.js';
import { type JobRunner, startJobRunner } from './orders/jobs.js';
import { createPaymentProvider } from './payments/index.js';
import { isSandbox, type Sandbox } from './payments/sandbox.js';
import { createFaultSwitch, registerSandboxFaults, withFaults } from './payments/sandboxFaults.js';
import { reconcilePayments, startReservationSweeper } from './payments/sweeper.js';
import { createNotifier } from './realtime/notifier.js';
import { startSocketServer } from './realtime/socketServer.js';
import { seedIfEmpty } from './seed/seedCatalogue.js';
import { createTestClock, registerTestClock } from './testClock.js';

export interface RunningServer {
  /** `http://host:port`, with the port actually bound. */
  url: string;
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  context: AppContext;
  /** Order deadlines and money moves; `runNow()` runs what is due at the injected clock. */
  jobs: JobRunner;
  close(): Promise<void>;
}

export interface StartOptions extends Partial<ServerConfig> {
  /** An already open database (tests pass a copy of a seeded template). */
  db?: Database;
  /** The clock (tests move it). @default () => new Date() */
  now?: () => Date;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { db: givenDb, now: givenNow = () => new Date(), ...overrides } = options;
  const config = loadConfig(process.env, overrides);
  // Only a test server's clock can be moved from outside (TEST_CLOCK=on).
  const testClock = config.testClock ? createTestClock(givenNow) : null;
  const now = testClock?.now ?? givenNow;
  // Background failures go to the app's logger once it exists, to stderr until then.
  let logError = (error: unknown) => console.error(error);
  const reportError = (error: unknown) => logError(error);
  const db =
    givenDb ??
    (await openDatabase({
      ...config,
      onError: reportError,
      onWaiting: (error, retryInMs) =>
        console.warn(
          `PostgreSQL cannot be reached yet (${describeError(error)}); trying again in ${retryInMs} ms`,
        ),
    }));
  await migrate(db);
  if (config.seed) await seedIfEmpty(db, { products: config.seedProducts });
  // A database made before categories had slugs in every language gets them now.
  await writeCategorySlugs(db);

  // Several processes may share a PostgreSQL: each hears the others' writes (for its answer
  // cache) and their live events (for its sockets) through the database itself.
  const shared = db.kind === 'postgres' ? (db.url ?? null) : null;
  let relay: ChangeRelay | null = null;
  if (shared) relay = await startChangeRelay({ url: shared, changes: db.changes, onError: reportError });
  // The live-event adapter holds one of these for its LISTEN and only hears of its end.
  const sharedPool = shared
    ? createPostgresPool({ connectionString: shared, max: 4, onError: reportError, releaseWhenEnded: true })
    : undefined;
  const payments = await createPaymentProvider(db, { now });
  // Only a test server's sandbox plays faults, and only the sandbox (SANDBOX_FAULTS=on).
  const faults = config.sandboxFaults && isSandbox(payments) ? createFaultSwitch() : null;
  const context: AppContext = {
    db,
    config,
    now,
    notifier: createNotifier(),
    activityLimits: createActivityLimiter(config.activityLimits, now),
    payments: faults ? withFaults(payments as Sandbox, faults) : payments,
    media: await openMediaStore(config),
    // A failed e-mail is only reported.
    mailer: createMailer(config, reportError),
    // Correct with one process (PGlite) and with several sharing a PostgreSQL (the relay).
    answerCache:
      config.answerCache === 'on'
        ? createAnswerCache({ changes: db.changes, maxBytes: config.answerCacheBytes })
        : undefined,
  };
  const app = await buildApp(context);
  logError = (error) => app.log.error(error);
  const sockets = startSocketServer(app.server, context, { sharedPool, onError: reportError });
  // Payments left between the charge and the order by a stop are finished first.
  await reconcilePayments(context, { onError: reportError });
  const sweeper = startReservationSweeper(context, {
    intervalMs: config.sweepIntervalMs,
    onError: reportError,
  });
  // One process holds a PGlite folder, so a money move leased when it starts was left by a
  // process that ended in the middle of it: it is tried again now, under its idempotency key,
  // rather than once the lease runs out. On a shared PostgreSQL the lease may be another's.
  if (db.kind === 'pglite') {
    await releaseJobLeases(db);
    // Likewise an e-mail being sent: the server may have taken it, so it may arrive twice (with
    // the same Message-ID), which is better than never.
    await releaseMailLeases(db);
  }
  const jobs = startJobRunner(context, {
    intervalMs: config.jobIntervalMs,
    onError: reportError,
  });
  if (testClock) registerTestClock(app, testClock, () => jobs);
  if (faults) registerSandboxFaults(app, faults);
  const analyzer =
    db.kind === 'pglite'
      ? startAnalyzer(db, { intervalMs: config.analyzeIntervalMs, onError: reportError })
      : null;
  // Before the HTTP server closes, which waits for every connection, websockets included.
  app.addHook('preClose', async () => {
    sockets.disconnectAll();
  });
  app.addHook('onClose', async () => {
    await sweeper.stop();
    await jobs.stop();
    await deliveriesDone(context);
    await analyzer?.stop();
    await sockets.close();
    await sharedPool?.end();
    await relay?.close();
    await db.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  // Port 0 (tests) lets the system choose: the default published address names the one bound.
  if (config.publicUrl === defaultPublicUrl(0)) config.publicUrl = defaultPublicUrl(port);
  if (isProduction() && config.publicUrl === defaultPublicUrl(port)) {
    app.log.warn(
      `PUBLIC_URL is not set: pages, the sitemap and e-mails name ${config.publicUrl}. Set it to the address visitors use.`,
    );
  }
  return { url: `http://${host}:${port}`, app, db, config, context, jobs, close: () => app.close() };
}

/** An error in one line for the log: its code where it has one, and its message. */
function describeError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message || error.name : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}
