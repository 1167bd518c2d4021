/**
 * The answer cache never serves what the database no longer says: a server with the cache and one
 * without it share one database, random writes (likes, cart lines, price corrections) go through
 * either, and every read answers the same bytes from both. A table a write touched but the cache
 * did not drop shows here as a difference. On PostgreSQL a third server, with its own connections
 * and its own cache, stands for another process: it hears the others' writes only through the
 * change relay, and must answer the same too.
 */
import type { Session } from '@vitrine/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/database.js';
import { isUndecided } from '../db/queries/staff.js';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { type ItemForSale, itemOf, newBuyer } from '../testing/checkoutFixtures.js';
import { verifyListing } from '../testing/listingReview.js';
import { openSeededDatabase, startTestServer } from '../testing/testServer.js';

let cached: RunningServer;
let uncached: RunningServer;
/** Another process on the same PostgreSQL (absent on PGlite, which one process owns). */
let peer: RunningServer | undefined;
let buyer: Session;
let other: Session;
let seller: Session;
let items: ItemForSale[];
/** The price each listing has now, by id. */
const prices = new Map<number, number>();

beforeAll(async () => {
  const db = await openSeededDatabase();
  // Both servers run on this one database; only the first closes it.
  const shared: Database = Object.create(db, { close: { value: async () => {} } });
  [cached, uncached] = await Promise.all([
    startTestServer({ db, answerCache: 'on' }),
    startTestServer({ db: shared, answerCache: 'off' }),
  ]);
  if (db.kind === 'postgres' && db.url) {
    peer = await startTestServer({ db: await openPostgres(db.url), answerCache: 'on' });
  }
  [buyer, seller] = await Promise.all([
    signIn(cached.url, TEST_ACCOUNTS.buyer),
    signIn(cached.url, TEST_ACCOUNTS.seller),
  ]);
  other = (await newBuyer(cached)) as unknown as Session;
  items = [];
  for (let n = 0; n < 3; n++) items.push(await itemOf(cached, TEST_ACCOUNTS.seller));
  for (const item of items) prices.set(item.id_produit, Number(item.prix_unitaire));
});
afterAll(async () => {
  await peer?.close();
  await uncached?.close();
  await cached?.close();
});

type Who = 'visitor' | 'buyer' | 'other' | 'seller';
const tokenOf = (who: Who) =>
  ({ visitor: undefined, buyer: buyer.token, other: other.token, seller: seller.token })[who];

/** Reads of the pages the writes below can change, and of some they cannot. */
function readPaths(): Array<{ who: Who; path: string }> {
  const pages = items.flatMap((item) =>
    ['fr', 'en'].map(
      (langue) => `ProduitController/get_produit_all?id_produit=${item.id_produit}&langue=${langue}`,
    ),
  );
  const list = 'ProduitController/list_produit?type=web&langue=fr&page=1&limit=48';
  const shop = `ProduitController/list_produit_by_Vendeur?langue=it&page=1&limit=24&id_vendeur=${items[0]?.id_vendeur}`;
  return [
    ...(['visitor', 'buyer', 'other'] as const).flatMap((who) =>
      [list, shop, ...pages].map((path) => ({ who, path })),
    ),
    ...(['buyer', 'other'] as const).flatMap((who) =>
      ['WishlistController/get_wishlist_byiduser', 'PanierController/list_panier_byiduser'].map((path) => ({
        who,
        path,
      })),
    ),
    { who: 'seller', path: 'ProduitController/list_mes_produits?page=1&limit=50' },
    { who: 'visitor', path: 'ProduitController/list_MarqueHavingProduit' },
  ];
}

type Command =
  | { kind: 'read'; index: number }
  | { kind: 'like'; who: 'buyer' | 'other'; item: number; through: Through }
  | { kind: 'cart'; who: 'buyer' | 'other'; item: number; through: Through }
  | { kind: 'uncart'; who: 'buyer' | 'other'; item: number; through: Through }
  | { kind: 'price'; item: number; euros: number; through: Through };
type Through = 'cached' | 'uncached' | 'peer';

const buyerArb = fc.constantFrom('buyer' as const, 'other' as const);
const throughArb = fc.constantFrom<Through>('cached', 'uncached', 'peer');
/** The server a write goes through; without a peer, its writes go through the cached one. */
const serverOf = (through: Through) =>
  through === 'uncached' ? uncached : through === 'peer' ? (peer ?? cached) : cached;
const itemArb = fc.integer({ min: 0, max: 2 });

async function run(command: Command, reads: ReturnType<typeof readPaths>): Promise<void> {
  if (command.kind === 'read') {
    const { who, path } = reads[command.index % reads.length] as (typeof reads)[number];
    const token = tokenOf(who);
    // The cached servers first: what they keep is then read against the database's truth.
    const fromCache = await api(cached.url, path, { token });
    const fromPeer = peer ? await api(peer.url, path, { token }) : fromCache;
    const truth = await api(uncached.url, path, { token });
    const seen = (answer: typeof truth) => ({ who, path, status: answer.status, body: answer.body });
    expect(seen(fromCache)).toEqual(seen(truth));
    expect(seen(fromPeer)).toEqual(seen(truth));
    return;
  }
  const base = serverOf(command.through).url;
  const item = items[command.item] as ItemForSale;
  if (command.kind === 'price') {
    const answer = await api(base, 'ProduitController/update_mon_produit', {
      token: seller.token,
      body: { id_produit: item.id_produit, prix_unitaire: command.euros },
    });
    expect(answer.status).toBe(200);
    // A new price sends the listing back to staff; they verify it, through the same server, so
    // it is on sale again for the commands after this one (and the verification is a write too).
    // The price it already has changes nothing: the listing stays on sale, with nothing to verify.
    const changed = prices.get(item.id_produit) !== command.euros;
    prices.set(item.id_produit, command.euros);
    expect(await isUndecided(cached.db, item.id_produit)).toBe(changed);
    if (changed) await verifyListing(serverOf(command.through), item.id_produit);
    return;
  }
  const token = tokenOf(command.who);
  if (command.kind === 'like') {
    const answer = await api(base, 'WishlistController/toggle_wishlist', {
      token,
      body: { id_produit: item.id_produit },
    });
    expect(answer.status).toBe(200);
  } else if (command.kind === 'cart') {
    const answer = await api(base, 'PanierController/add_panier', {
      token,
      body: { id_produit: item.id_produit, id_sous_produit: item.id_sous_produit },
    });
    expect(answer.status).toBe(200);
  } else {
    const answer = await api(
      base,
      `PanierController/delete_oneitem_panier?id_produit=${item.id_produit}&id_sous_produit=${item.id_sous_produit}`,
      { token },
    );
    expect([200, 404]).toContain(answer.status);
  }
}

it('answers as a server without it, through random writes on either server', async () => {
  const reads = readPaths();
  // Each read is a real page: a refusal on both servers would agree and prove nothing.
  for (const { who, path } of reads) {
    expect({ path, status: (await api(uncached.url, path, { token: tokenOf(who) })).status }).toEqual({
      path,
      status: 200,
    });
  }
  const command: fc.Arbitrary<Command> = fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('read' as const), index: fc.nat() }) },
    fc.record({ kind: fc.constant('like' as const), who: buyerArb, item: itemArb, through: throughArb }),
    fc.record({ kind: fc.constant('cart' as const), who: buyerArb, item: itemArb, through: throughArb }),
    fc.record({ kind: fc.constant('uncart' as const), who: buyerArb, item: itemArb, through: throughArb }),
    fc.record({
      kind: fc.constant('price' as const),
      item: itemArb,
      euros: fc.integer({ min: 100, max: 9_000 }),
      through: throughArb,
    }),
  );
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 10, maxLength: 40 }), async (commands) => {
      for (const step of commands) await run(step, reads);
      // Every read once more at the end: nothing the run wrote is missing from any of them.
      for (let index = 0; index < reads.length; index++) await run({ kind: 'read', index }, reads);
    }),
    { numRuns: 12 },
  );
}, 120_000);
