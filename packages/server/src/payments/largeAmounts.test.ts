/**
 * Large amounts: a price the payment provider cannot take in one charge is refused with 400 and
 * the contract's limit before anything is held, whatever the currency; a large price it can take
 * is charged and recorded exactly; and every money column holds 64-bit minor units (or numeric),
 * so no amount overflows on the way. Against a real server, its database and its sandbox.
 */
import { CHARGE_LIMIT_CODE, MAX_CHARGE_MINOR_UNITS, priceInMinorUnits } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import {
  cardToken,
  confirm,
  createIntents,
  type ItemForSale,
  intentBody,
  itemOf,
  lineFor,
  newBuyer,
  ordersOfItem,
  rateOf,
  reservationsOfItem,
} from '../testing/checkoutFixtures.js';
import { TEST_ACCOUNTS } from '../testing/index.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** An item of the French demo seller, priced at `euros` (the listing's own price, in euros). */
async function itemAt(euros: number): Promise<ItemForSale> {
  const item = await itemOf(server, TEST_ACCOUNTS.seller);
  expect(item.code_monnaie_vendeur).toBe('EUR');
  await server.db.query('UPDATE produit SET prix_unitaire = $1 WHERE id_produit = $2', [
    euros,
    item.id_produit,
  ]);
  return { ...item, prix_unitaire: euros };
}

async function checkoutIn(currency: string, item: ItemForSale) {
  const buyer = await newBuyer(server);
  const body = await intentBody(server, buyer, [item], {});
  body.you.devise = currency;
  body.commandes = [await lineFor(server, item, currency)];
  return { buyer, answer: await createIntents(server, buyer.token, body) };
}

describe('an amount the payment provider cannot take', () => {
  it('a 1,000,000 EUR item checked out in INR is refused with 400 and the limit, and nothing is held', async () => {
    const item = await itemAt(1_000_000);
    const paise = priceInMinorUnits(item, { taux_change: await rateOf(server, 'INR'), code_monnaie: 'INR' });
    expect(paise).toBeGreaterThan(2 ** 31);
    const { answer } = await checkoutIn('INR', item);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/more than one card payment can take/);
    expect(answer.body).toMatchObject({ code: CHARGE_LIMIT_CODE, max_amount: MAX_CHARGE_MINOR_UNITS });
    expect(await reservationsOfItem(server, item.id_sous_produit)).toEqual([]);
  });

  it('is refused in the listing’s own currency too: 1,000,000.00 EUR is one cent over the limit', async () => {
    const item = await itemAt(1_000_000);
    const { answer } = await checkoutIn('EUR', item);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: CHARGE_LIMIT_CODE });
    expect(await reservationsOfItem(server, item.id_sous_produit)).toEqual([]);
  });
});

describe('a large amount the provider can take', () => {
  it('999,999.99 EUR is charged and recorded to the cent', async () => {
    const item = await itemAt(999_999.99);
    const { buyer, answer } = await checkoutIn('EUR', item);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const intent = answer.body.succeeded[0];
    expect(intent?.amount).toBe(MAX_CHARGE_MINOR_UNITS);
    const paid = await confirm(
      server,
      intent as { id: string; client_secret: string },
      await cardToken(server, buyer),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [order] = await ordersOfItem(server, item.id_sous_produit);
    expect(order).toMatchObject({ montant_paye: MAX_CHARGE_MINOR_UNITS, devise_paye: 'EUR' });
  });
});

describe('the money columns', () => {
  it('hold 64-bit minor units or numeric prices, none a 32-bit integer', async () => {
    const columns = await server.db.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
        WHERE table_schema = current_schema()
          AND (column_name IN ('amount', 'amount_vendeur', 'montant_paye', 'prix_unitaire')
               OR column_name LIKE 'montant%' OR column_name LIKE 'prix%')
        ORDER BY table_name, column_name`,
    );
    const named = columns.map(({ table_name, column_name }) => `${table_name}.${column_name}`);
    for (const money of [
      'payment_intent.amount',
      'commande.montant_paye',
      'sandbox_intent.amount',
      'mouvement_argent.amount',
    ])
      expect(named).toContain(money);
    for (const { table_name, column_name, data_type } of columns)
      expect(['bigint', 'numeric'], `${table_name}.${column_name}`).toContain(data_type);
  });

  it('are read back as exact JavaScript numbers up to Number.MAX_SAFE_INTEGER', async () => {
    const [row] = await server.db.query<{ big: unknown; sum: unknown }>(
      `SELECT ${Number.MAX_SAFE_INTEGER}::bigint AS big, (9000000000::bigint + 1) AS sum`,
    );
    expect(row).toEqual({ big: Number.MAX_SAFE_INTEGER, sum: 9_000_000_001 });
  });
});
