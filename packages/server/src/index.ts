export { buildApp, createHandlers } from './app.js';
export type { ServerConfig } from './config.js';
export { loadConfig } from './config.js';
export type { Database, Queryable, Transaction } from './db/database.js';
export { openDatabase, openPglite, openPostgres } from './db/database.js';
export { migrate } from './db/migrate.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedCatalogue, seedIfEmpty } from './seed/seedCatalogue.js';
export type { RunningServer, StartOptions } from './server.js';
export { startServer } from './server.js';
