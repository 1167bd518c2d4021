/**
 * A refund left in the middle by a process that ended (killed between leasing it and settling it)
 * is tried again as soon as the next process starts on the PGlite folder, which only one process
 * holds, instead of once its lease runs out.
 */

import type { OrderTimeline } from '@vitrine/contract';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from '../db/database.js';
import type { RunningServer } from '../server.js';
import { api } from '../testing/accounts.js';
import { orderIn } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';

/** The runner's timer stays out of the way: the test runs the jobs itself. */
const IDLE = { jobIntervalMs: 3_600_000 };
const servers: RunningServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

/** The buyer's refund as their order's timeline shows it. */
async function refundSeenBy(server: RunningServer, id_commande: number, token: string) {
  const { body } = await api<{ data: OrderTimeline }>(
    server.url,
    `CommandeController/get_historique_commande?id_commande=${id_commande}`,
    { token },
  );
  return body.data.money.find((move) => move.kind === 'refund')?.status;
}

it.skipIf(process.env.DATABASE_URL)(
  'a refund leased by a process that ended is made when the next one starts, not when its lease runs out',
  async () => {
    const before = await startTestServer(IDLE);
    servers.push(before);
    // The seller declines: the buyer's refund is due. A runner leases it, then its process is killed.
    const { id_commande, buyer } = await orderIn(before, 'declined');
    await before.db.query(
      `UPDATE commande_job SET locked_until = now() + interval '5 minutes', attempts = attempts + 1
        WHERE id_commande = $1 AND kind = 'refund'`,
      [id_commande],
    );
    // While that lease holds, no runner of the same process touches the refund.
    expect(await before.jobs.runNow()).toMatchObject({ done: 0 });
    expect(await refundSeenBy(before, id_commande, buyer.token)).toBe('pending');

    // The folder, opened again by the next process.
    const folder = await before.db.dump?.();
    if (!folder) throw new Error('A PGlite database dumps its folder.');
    const after = await startTestServer({ ...IDLE, db: await openPglite({ loadDataDir: folder }) });
    servers.push(after);
    expect(await after.jobs.runNow()).toMatchObject({ done: 1, left: 0 });
    expect(await refundSeenBy(after, id_commande, buyer.token)).toBe('succeeded');
  },
);
