/**
 * A test server (started by startPaidOutSalesServer.ts for the payouts tests, in a Node process of its own) whose
 * clock the script moves, so the demo seller's sales reach their payouts as they would in two
 * days and four: one sale completed and paid to the bank, one just completed, its payout under
 * way. Prints `PAYOUTS_SERVER <json>` once ready: the URL and the two sales.
 */
import { itemOf, orderIn, runDueJobs, startTestServer, TEST_ACCOUNTS } from '@vitrine/server/testing';

const HOUR = 3_600_000;
let clock = Date.now();
const server = await startTestServer({ now: () => new Date(clock), jobIntervalMs: 24 * HOUR });

/** One of the demo seller's items, bought and received; its payout comes 48 h later. */
async function receivedSale() {
  const item = await itemOf(server, TEST_ACCOUNTS.seller);
  const { id_commande } = await orderIn(server, 'received', { item });
  return { id_commande, price: item.prix_unitaire, currency: item.code_monnaie_vendeur.trim() };
}

const paid = await receivedSale();
clock += 49 * HOUR;
await runDueJobs(server.context);
const underWay = await receivedSale();
clock += 49 * HOUR;
await runDueJobs(server.context);

process.stdout.write(`PAYOUTS_SERVER ${JSON.stringify({ url: server.url, paid, underWay })}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
