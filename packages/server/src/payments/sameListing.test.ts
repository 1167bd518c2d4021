/**
 * Buyers paying at the same moment for different items of one listing (two sizes of a shoe):
 * every payment becomes its order. Each finalization locks the listing and then, through the
 * ready-product triggers, updates it; on PostgreSQL two that first shared the lock would each
 * wait for the other, and one be aborted as a deadlock with its card charged and no order.
 * Only the run on PostgreSQL (`npm run test:postgres`) can meet the deadlock; PGlite, one
 * connection, serializes the payments, and there this checks the same outcome without the race.
 */
import type { PaymentIntent } from '@vitrine/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import {
  cardToken,
  confirm,
  createIntents,
  type ItemForSale,
  intentBody,
  newBuyer,
  ordersOfItem,
} from '../testing/checkoutFixtures.js';
import { startTestServer } from '../testing/testServer.js';

const BUYERS = 6;
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

it(`${BUYERS} buyers pay for ${BUYERS} items of one listing at once: ${BUYERS} orders, no failure`, async () => {
  const [listing] = await server.db.query<{ id_produit: number }>(
    `SELECT s.id_produit FROM sous_produit s JOIN produit p ON p.id_produit = s.id_produit
      WHERE s.etat = 'Disponible' AND p.a_vendre GROUP BY 1 HAVING count(*) >= $1 ORDER BY 1 LIMIT 1`,
    [BUYERS],
  );
  expect(listing).toBeDefined();
  const items = await server.db.query<ItemForSale>(
    `SELECT p.id_produit, s.id AS id_sous_produit, p.id_vendeur, py.code_monnaie AS code_monnaie_vendeur,
            p.prix_unitaire, py.taux_change
       FROM sous_produit s JOIN produit p ON p.id_produit = s.id_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur JOIN pays py ON py.id_pays = u.id_pays
      WHERE p.id_produit = $1 AND s.etat = 'Disponible' ORDER BY s.id LIMIT $2`,
    [listing?.id_produit, BUYERS],
  );
  // Everything but the confirms first: the race is the confirms themselves.
  const ready = await Promise.all(
    items.map(async (item) => {
      const buyer = await newBuyer(server);
      const created = await createIntents(server, buyer.token, await intentBody(server, buyer, [item]));
      expect(created.status).toBe(200);
      return {
        item,
        intent: created.body.succeeded[0] as PaymentIntent,
        card: await cardToken(server, buyer),
      };
    }),
  );
  const paid = await Promise.all(ready.map(({ intent, card }) => confirm(server, intent, card)));
  expect(paid.map((answer) => answer.status)).toEqual(ready.map(() => 200));
  for (const { item } of ready) expect(await ordersOfItem(server, item.id_sous_produit)).toHaveLength(1);
});
