/**
 * The change relay between two "processes" (two pools, two clocks) on one real PostgreSQL: a
 * write of one is known to the other by the time the write returns, and a lost listening
 * connection makes the clock blind until it is back. Runs under `npm run test:postgres`.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/database.js';
import { openSeededDatabase } from '../testing/testServer.js';
import { until } from '../testing/until.js';
import { type ChangeRelay, RELAY_APPLICATION, startChangeRelay } from './changeRelay.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

let first: Database;
let second: Database;
const relays: ChangeRelay[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  first = await openSeededDatabase();
  second = await openPostgres(first.url as string);
  for (const db of [first, second]) {
    await db.learnSchema();
    relays.push(await startChangeRelay({ url: db.url as string, changes: db.changes }));
  }
  // Each learns of the other from its hello.
  await until(() => relays.every((relay) => relay.peers === 1));
});
afterAll(async () => {
  for (const relay of relays) await relay.close();
  await second?.close();
  await first?.close();
});

it.skipIf(!onPostgres)('a write of one process is known to the other by the time it returns', async () => {
  const since = second.changes.sequence;
  await first.query('UPDATE marque SET nom_marque = nom_marque WHERE id_marque = 1');
  expect(second.changes.changedSince(['marque'], since)).toBe(true);
  expect(second.changes.changedSince(['panier'], since)).toBe(false);
  // And not the other way round unless the other writes.
  const back = first.changes.sequence;
  await second.query('UPDATE panier SET id_user = id_user WHERE false');
  expect(first.changes.changedSince(['panier'], back)).toBe(true);
});

it.skipIf(!onPostgres)('a lost listening connection blinds the clock until it is back', async () => {
  const [killed] = await first.query<{ done: boolean }>(
    `SELECT bool_and(pg_terminate_backend(pid)) AS done FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = $1`,
    [RELAY_APPLICATION],
  );
  expect(killed?.done).toBe(true);
  // Blind: nothing is current, whatever was noted.
  await until(() => second.changes.changedSince(['marque'], second.changes.sequence));
  // Back within the reconnection delay, and hearing again once the peers met again.
  await until(() => !second.changes.changedSince(['marque'], second.changes.sequence));
  await until(() => relays.every((relay) => relay.peers >= 1));
  const since = second.changes.sequence;
  await first.query('UPDATE marque SET nom_marque = nom_marque WHERE id_marque = 1');
  expect(second.changes.changedSince(['marque'], since)).toBe(true);
});
