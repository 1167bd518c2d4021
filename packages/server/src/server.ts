/**
 * Starts the whole service: database (migrated, seeded when empty), HTTP API, media, site and
 * socket.io on one port. Tests start it in-process on port 0 with an in-memory database.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, type ServerConfig } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { startRealtime } from './realtime.js';
import { seedIfEmpty } from './seed/seedCatalogue.js';

export interface RunningServer {
  /** `http://host:port`, with the port actually bound. */
  url: string;
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  close(): Promise<void>;
}

export interface StartOptions extends Partial<ServerConfig> {
  /** An already open database (tests pass a clone of a seeded template). */
  db?: Database;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { db: givenDb, ...overrides } = options;
  const config = loadConfig(process.env, overrides);
  const db = givenDb ?? (await openDatabase(config));
  await migrate(db);
  if (config.seed) await seedIfEmpty(db, { products: config.seedProducts });

  const app = await buildApp({ db, config });
  const realtime = startRealtime(app.server, db, config.allowedOrigins);
  app.addHook('onClose', async () => {
    await realtime.close();
    await db.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return { url: `http://${host}:${port}`, app, db, config, close: () => app.close() };
}
