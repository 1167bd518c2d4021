/**
 * What one account may hold unpaid at once, against a real server holding at most 3 items in 2
 * checkouts: past either, a new checkout is 409 and reserves nothing; paying or replacing a
 * checkout makes room; another buyer is not affected.
 */
import { HOLD_LIMIT_CODE } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { TEST_ACCOUNTS } from '../testing/accounts.js';
import {
  cardToken,
  confirm,
  createIntents,
  intentBody,
  itemOf,
  newBuyer,
  reservationsOfItem,
} from '../testing/checkoutFixtures.js';
import { startTestServer, UNLIMITED_FOR_TESTS } from '../testing/testServer.js';

const HOLD = { items: 3, checkouts: 2 };
const SELLER = TEST_ACCOUNTS.seller;
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ holdLimits: HOLD, rateLimits: UNLIMITED_FOR_TESTS.rateLimits });
});
afterAll(() => server?.close());

const items = (count: number) => Promise.all(Array.from({ length: count }, () => itemOf(server, SELLER)));

describe('unpaid holds per account', () => {
  it('refuses a checkout of more items than one account may hold, reserving nothing', async () => {
    const buyer = await newBuyer(server);
    const four = await items(HOLD.items + 1);
    const refused = await createIntents(server, buyer.token, await intentBody(server, buyer, four));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/at most 3 items/);
    for (const item of four) expect(await reservationsOfItem(server, item.id_sous_produit)).toEqual([]);
  });

  it('refuses a third open checkout and a fourth item held, until one is paid', async () => {
    const buyer = await newBuyer(server);
    const first = await createIntents(server, buyer.token, await intentBody(server, buyer, await items(2)));
    expect(first.status).toBe(200);
    const second = await createIntents(server, buyer.token, await intentBody(server, buyer, await items(1)));
    expect(second.status).toBe(200);

    const third = await items(1);
    const refused = await createIntents(server, buyer.token, await intentBody(server, buyer, third));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/You already hold 3 items in 2 unpaid checkouts/);
    // What the widgets read to say it in the shopper's language.
    expect(refused.body).toMatchObject({ code: HOLD_LIMIT_CODE, max_items: 3, max_checkouts: 2 });
    expect(await reservationsOfItem(server, third[0]!.id_sous_produit)).toEqual([]);

    // Another buyer is not held back by this one.
    const other = await newBuyer(server);
    expect((await createIntents(server, other.token, await intentBody(server, other, third))).status).toBe(
      200,
    );

    // Paying the second checkout frees its room.
    const paying = second.body.succeeded[0]!;
    expect((await confirm(server, paying, await cardToken(server, buyer))).status).toBe(200);
    const after = await createIntents(server, buyer.token, await intentBody(server, buyer, await items(1)));
    expect(after.status).toBe(200);
  });
});
