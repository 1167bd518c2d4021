/**
 * Reading and preparing a server's data folder while no server runs on it: PGlite is one
 * process's database, so the suite stops the server, opens the folder, works, and closes it.
 */
import { type Database, openPglite } from '../src/db/database.js';
import type { RunningServer } from '../src/server.js';

export async function withDatabase<T>(dataDir: string, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPglite({ dataDir });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * What the checkout fixtures of `src/testing/` need of a server: its database while preparing
 * (server stopped), its URL while calling (server running). Each stand-in carries one of them.
 */
export function withDb(db: Database): RunningServer {
  return { db, url: 'http://server-is-stopped.invalid' } as unknown as RunningServer;
}
export function atUrl(url: string): RunningServer {
  return { url } as unknown as RunningServer;
}
