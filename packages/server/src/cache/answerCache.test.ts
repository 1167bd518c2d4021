/**
 * The answer cache against a real server on a real database (PGlite, or PostgreSQL under
 * `npm run test:postgres` with the cache declared sole writer): a hit sends the bytes and headers
 * the uncached server sends, every kind of write makes the next read fresh, and no cached
 * answer crosses from one caller to another.
 */
import { endpoints, type Session } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openSession } from '../db/queries/users.js';
import { multipartForm, tinyPng } from '../http/receiveFiles.test.helpers.js';
import { CACHE_HEADER } from '../http/registerEndpoint.js';
import { XSRF_COOKIE } from '../http/xsrf.js';
import { sweepExpiredReservations } from '../payments/sweeper.js';
import { connectSocket } from '../realtime/socketServer.test.helpers.js';
import type { RunningServer } from '../server.js';
import { signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import {
  buy,
  createIntents,
  intentBody,
  itemOf,
  newBuyer,
  ordersOfItem,
  reservationsOfItem,
} from '../testing/checkoutFixtures.js';
import { verifyListing } from '../testing/listingReview.js';
import { startTestServer } from '../testing/testServer.js';
import { createAnswerCache, UNCACHED } from './answerCache.js';

const MINUTE = 60_000;
const LIST = 'ProduitController/list_produit?type=web&langue=fr&page=1&limit=24';

let server: RunningServer;
let clock = Date.now();
let buyer: Session;
let seller: Session;

beforeAll(async () => {
  server = await startTestServer({ answerCache: 'on', now: () => new Date(clock) });
  [buyer, seller] = await Promise.all([
    signIn(server.url, TEST_ACCOUNTS.buyer),
    signIn(server.url, TEST_ACCOUNTS.seller),
  ]);
});
afterAll(() => server?.close());

interface Read {
  status: number;
  cache: string | null;
  bytes: Buffer;
  headers: Headers;
  json: Record<string, unknown> & { data?: unknown; error?: string };
}

async function read(
  path: string,
  options: { token?: string; headers?: Record<string, string>; base?: string } = {},
): Promise<Read> {
  const response = await fetch(`${options.base ?? server.url}/api/${path}`, {
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    cache: response.headers.get(CACHE_HEADER),
    bytes,
    headers: response.headers,
    json: JSON.parse(bytes.toString()),
  };
}

/** Reads twice and checks that the second read was a hit; answers the first. */
async function readCached(path: string, token?: string): Promise<Read> {
  const first = await read(path, { token });
  expect(first.status, first.bytes.toString()).toBe(200);
  const second = await read(path, { token });
  expect(second.cache).toBe('hit');
  expect(second.bytes.equals(first.bytes)).toBe(true);
  return first;
}

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An available variant of the seller's, for a cart or a sale. */
const variantOf = (email: string) => itemOf(server, email);

describe('hits', () => {
  it('send the bytes and the content type of the uncached server', async () => {
    const uncached = await startTestServer({ answerCache: 'off' });
    try {
      const paths = [
        LIST,
        'CategorieController/list_categories',
        `ProduitController/get_produit_all?id_produit=1&langue=fr`,
        'ProduitController/search_produit?q=sac&langue=fr&page=1&limit=24',
      ];
      for (const path of paths) {
        const reference = await read(path, { base: uncached.url });
        expect(reference.cache).toBeNull();
        const miss = await read(path);
        const hit = await read(path);
        expect([miss.cache, hit.cache], path).toEqual(['miss', 'hit']);
        expect(miss.bytes.equals(reference.bytes), path).toBe(true);
        expect(hit.bytes.equals(reference.bytes), path).toBe(true);
        expect(hit.headers.get('content-type')).toBe(reference.headers.get('content-type'));
        expect(hit.headers.get('content-length')).toBe(String(reference.bytes.length));
      }
    } finally {
      await uncached.close();
    }
  });

  it('count a query written in another order, or with parameters the contract drops, as the same call', async () => {
    const path = 'ProduitController/search_produit?q=robe&langue=fr&page=1&limit=24';
    const first = await read(path);
    expect(first.cache).toBe('miss');
    const reordered = await read(
      'ProduitController/search_produit?limit=24&utm_source=x&page=1&langue=fr&q=robe',
    );
    expect(reordered.cache).toBe('hit');
    expect(reordered.bytes.equals(first.bytes)).toBe(true);
  });

  it('still set the XSRF cookie when the caller has none, and only then, with CORS headers', async () => {
    await read(LIST);
    const withoutCookie = await read(LIST, { headers: { origin: 'https://boutique.example' } });
    expect(withoutCookie.cache).toBe('hit');
    expect(withoutCookie.headers.get('set-cookie')).toMatch(new RegExp(`^${XSRF_COOKIE}=[\\w-]+;`));
    expect(withoutCookie.headers.get('access-control-allow-origin')).toBeTruthy();
    const withCookie = await read(LIST, { headers: { cookie: `${XSRF_COOKIE}=abcdefabcdefabcdefabcdef` } });
    expect(withCookie.cache).toBe('hit');
    expect(withCookie.headers.get('set-cookie')).toBeNull();
  });

  it('never serve errors: a bad query answers 400 each time, uncached', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await read('ProduitController/list_produit?page=-3');
      expect(bad.status).toBe(400);
      expect(bad.json.error).toBeTruthy();
      expect(bad.cache).toBeNull();
    }
  });

  it('leave out the endpoints whose answer is not the database’s alone', async () => {
    for (const path of UNCACHED) {
      expect(
        Object.values(endpoints).some((endpoint) => endpoint.path === path && endpoint.method === 'GET'),
        path,
      ).toBe(true);
    }
    const fromJapan = await read('CommandeController/geolocalisation', { headers: { 'cf-ipcountry': 'JP' } });
    const fromItaly = await read('CommandeController/geolocalisation', { headers: { 'cf-ipcountry': 'IT' } });
    expect([fromJapan.json.country_code, fromItaly.json.country_code]).toEqual(['JP', 'IT']);
    expect(fromItaly.cache).toBeNull();
  });
});

describe('writes make the next read fresh', () => {
  it('a cart add, through HTTP', async () => {
    const cart = 'PanierController/list_panier_byiduser';
    const before = (await readCached(cart, buyer.token)).json.data as unknown[];
    const item = await variantOf(TEST_ACCOUNTS.otherSeller);
    expect((await post('PanierController/add_panier', item, buyer.token)).status).toBe(200);
    const after = await read(cart, { token: buyer.token });
    expect(after.cache).toBe('miss');
    expect(after.json.data).toHaveLength(before.length + 1);
    expect(after.json.data).toContainEqual(
      expect.objectContaining({ id_sous_produit: item.id_sous_produit }),
    );
  });

  it('a sale: the product page shows the item sold', async () => {
    const item = await variantOf(TEST_ACCOUNTS.seller);
    const page = `ProduitController/get_produit_all?id_produit=${item.id_produit}&langue=fr`;
    const variantState = (answer: Read) =>
      (answer.json.details as { sous_produit: Array<{ id: number; etat: string }> }).sous_produit.find(
        (variant) => variant.id === item.id_sous_produit,
      )?.etat;
    expect(variantState(await readCached(page))).toBe('Disponible');
    await buy(server, await newBuyer(server), item);
    const after = await read(page);
    expect(after.cache).toBe('miss');
    expect(variantState(after)).toBe('Vendu');
  });

  it('a favourite, through the socket: the wishlist and the list’s is_liked', async () => {
    const wishlist = 'WishlistController/get_wishlist_byiduser';
    const list = `${LIST}&id_user=${buyer.id_user}`;
    const products = (await readCached(list, buyer.token)).json.data as Array<{
      id_produit: number;
      is_liked: boolean;
    }>;
    const target = products.find((product) => !product.is_liked);
    if (!target) throw new Error('Every listed product is already liked');
    await readCached(wishlist, buyer.token);

    const socket = await connectSocket(server.url, { token: buyer.token });
    try {
      const liked = await socket.emitWithAck<{ data?: { is_liked: boolean } }>('like produit', {
        id_produit: target.id_produit,
      });
      expect(JSON.stringify(liked)).toContain('"is_liked":true');
    } finally {
      socket.close();
    }
    const likedNow = await read(wishlist, { token: buyer.token });
    expect(likedNow.cache).toBe('miss');
    expect(likedNow.json.data).toContainEqual(expect.objectContaining({ id_produit: target.id_produit }));
    const listNow = (await read(list, { token: buyer.token })).json.data as typeof products;
    expect(listNow.find((product) => product.id_produit === target.id_produit)?.is_liked).toBe(true);
  });

  it('a sign-out: the token stops working at once, also on reads seen before', async () => {
    const session = await signIn(server.url, TEST_ACCOUNTS.otherSeller);
    await readCached('PanierController/list_panier_byiduser', session.token);
    await readCached(LIST, session.token);
    expect((await post('web/logout', {}, session.token)).status).toBe(200);
    const cart = await read('PanierController/list_panier_byiduser', { token: session.token });
    expect(cart.status).toBe(401);
    expect(cart.json.error).toBeTruthy();
    expect((await read(LIST, { token: session.token })).status).toBe(401);
  });

  it('an added article: in neither the new arrivals nor its seller’s list until staff verify it, then first in both', async () => {
    const newest = LIST;
    const sellersList = `ProduitController/list_produit_by_Vendeur?id_vendeur=${seller.id_user}`;
    await readCached(newest);
    await readCached(sellersList);
    const [category] = await server.db.query<{ id_categorie: number }>(
      "SELECT id_categorie FROM categorie WHERE niveau = 3 AND grille = 'clothing' ORDER BY id_categorie LIMIT 1",
    );
    const [size] = await server.db.query<{ id_taille: number }>(
      "SELECT id_taille FROM taille WHERE grille = 'clothing' ORDER BY rang LIMIT 1",
    );
    const fields = {
      id_marque: '1',
      id_categorie: String(category?.id_categorie),
      modele: 'Veste Cache Fraîche',
      description: 'Veste en laine, jamais portée.',
      saison: 'Automne-Hiver',
      collection: '2025',
      matiere: 'Laine',
      code_produit_vendeur: 'CACHE-01',
      prix_unitaire: '420',
      etat_produit: 'neuf',
      id_pays_achat: '1',
      variants: JSON.stringify([{ id_taille: size?.id_taille, id_couleur: 1 }]),
    };
    const added = await fetch(`${server.url}/api/ProduitController/add_produit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}` },
      body: multipartForm(fields, [['photo_1', tinyPng(), 'veste.png']]),
    });
    expect(added.status, await added.clone().text()).toBe(200);
    for (const path of [newest, sellersList]) {
      const waiting = await readCached(path);
      expect(waiting.bytes.toString(), path).not.toContain('Veste Cache Fraîche');
    }
    // Staff's decision is a write to what the lists read: the kept answers go.
    await verifyListing(server, ((await added.json()) as { data: { id_produit: number } }).data.id_produit);
    for (const path of [newest, sellersList]) {
      const after = await read(path);
      expect(after.cache, path).toBe('miss');
      expect(after.bytes.toString(), path).toContain('Veste Cache Fraîche');
    }
  });

  it('a reservation expiry: the sweeper’s release makes its seller’s listing fresh, not the public list', async () => {
    const reserver = await newBuyer(server);
    const item = await variantOf(TEST_ACCOUNTS.seller);
    const created = await createIntents(server, reserver.token, await intentBody(server, reserver, [item]));
    expect(created.status).toBe(200);
    const mine = 'ProduitController/list_mes_produits?page=1&limit=50';
    const held = await readCached(mine, seller.token);
    await readCached(LIST);
    const sequence = server.db.changes.sequence;

    clock += 16 * MINUTE;
    // The same sweep the server's timer runs every SWEEP_INTERVAL_MS.
    const report = await sweepExpiredReservations(server.context);
    expect(report.released).toBeGreaterThanOrEqual(1);
    expect((await reservationsOfItem(server, item.id_sous_produit)).map((r) => r.status)).toEqual([
      'canceled',
    ]);
    expect(server.db.changes.sequence).toBeGreaterThan(sequence);
    const released = await read(mine, { token: seller.token });
    expect(released.cache).toBe('miss');
    expect(released.bytes.equals(held.bytes)).toBe(false);
    // The public list reads no reservation: the release leaves it as it was.
    expect((await read(LIST)).cache).toBe('hit');
  });

  it('a write made straight to the database, as the seeder or a test makes it', async () => {
    const page = 'ProduitController/get_produit_all?id_produit=2&langue=fr';
    const before = await readCached(page);
    // The product's own text, and its French text when it was written in another language.
    await server.db.query(`UPDATE produit SET modele = modele || ' (retouché)' WHERE id_produit = 2`);
    await server.db.query(`UPDATE produit_texte SET modele = modele || ' (retouché)' WHERE id_produit = 2`);
    const after = await read(page);
    expect(after.cache).toBe('miss');
    expect(after.bytes.toString()).toContain('(retouché)');
    expect(after.bytes.equals(before.bytes)).toBe(false);
  });
});

describe('a write drops only the answers that read what it changed', () => {
  it("a like drops its user's answers, and keeps the visitors' and other buyers' pages", async () => {
    const other = await newBuyer(server);
    const mine = (await readCached(LIST, buyer.token)).json.data as Array<{
      id_produit: number;
      is_liked: boolean;
    }>;
    const target = mine[3] as (typeof mine)[number];
    const page = `ProduitController/get_produit_all?id_produit=${target.id_produit}&langue=fr`;
    const visitorList = await readCached(LIST);
    const visitorPage = await readCached(page);
    await readCached(LIST, other.token);

    const toggled = await post(
      'WishlistController/toggle_wishlist',
      { id_produit: target.id_produit },
      buyer.token,
    );
    expect(toggled.body).toMatchObject({ is_liked: !target.is_liked });

    const minesNow = await read(LIST, { token: buyer.token });
    expect(minesNow.cache).toBe('miss');
    const liked = (minesNow.json.data as typeof mine).find(
      (product) => product.id_produit === target.id_produit,
    );
    expect(liked?.is_liked).toBe(!target.is_liked);
    expect((await read(page, { token: buyer.token })).cache).toBe('miss');
    // Nobody else's answer read this buyer's likes.
    const visitorListNow = await read(LIST);
    expect([visitorListNow.cache, visitorListNow.bytes.equals(visitorList.bytes)]).toEqual(['hit', true]);
    const visitorPageNow = await read(page);
    expect([visitorPageNow.cache, visitorPageNow.bytes.equals(visitorPage.bytes)]).toEqual(['hit', true]);
    expect((await read(LIST, { token: other.token })).cache).toBe('hit');
  });

  it('a cart line drops its buyer’s cart, and no product page', async () => {
    const cart = 'PanierController/list_panier_byiduser';
    const item = await variantOf(TEST_ACCOUNTS.otherSeller);
    const page = `ProduitController/get_produit_all?id_produit=${item.id_produit}&langue=fr`;
    await readCached(cart, buyer.token);
    await readCached(page);
    expect((await post('PanierController/add_panier', item, buyer.token)).status).toBe(200);
    expect((await read(cart, { token: buyer.token })).cache).toBe('miss');
    expect((await read(page)).cache).toBe('hit');
  });
});

describe('callers never share an answer', () => {
  it("one buyer's cart is never served to another buyer or to a visitor", async () => {
    const cart = 'PanierController/list_panier_byiduser';
    const item = await variantOf(TEST_ACCOUNTS.otherSeller);
    expect((await post('PanierController/add_panier', item, buyer.token)).status).toBe(200);
    // Made before the reads: making a user is a write, which would empty the cache.
    const other = await newBuyer(server);
    const mine = await readCached(cart, buyer.token);
    await readCached(`${cart}?id_user=${buyer.id_user}`, buyer.token);

    const theirs = await read(cart, { token: other.token });
    expect(theirs.status).toBe(200);
    expect(theirs.json.data).toEqual([]);
    expect(theirs.bytes.equals(mine.bytes)).toBe(false);

    const naming = await read(`${cart}?id_user=${buyer.id_user}`, { token: other.token });
    expect(naming.status).toBe(403);
    for (const path of [cart, `${cart}?id_user=${buyer.id_user}`]) {
      const visitor = await read(path);
      expect(visitor.status, path).toBe(401);
      expect(visitor.json.error).toBeTruthy();
    }
    const forged = await read(cart, { token: 'x'.repeat(43) });
    expect(forged.status).toBe(401);
  });

  it('an order read by its buyer and its seller is refused to anyone else, the token alone telling', async () => {
    const orderBuyer = await newBuyer(server);
    const item = await variantOf(TEST_ACCOUNTS.seller);
    await buy(server, orderBuyer, item);
    const [order] = await ordersOfItem(server, item.id_sous_produit);
    if (!order) throw new Error('The sale made no order');
    // Made before the reads: making a user is a write, which would empty the cache.
    const stranger = await newBuyer(server);
    // No id in the query names the caller: only the key's user tells the answers apart.
    const path = `CommandeController/get_commande_byidcommande?id_commande=${order.id_commande}`;
    const theBuyers = await readCached(path, orderBuyer.token);
    expect(theBuyers.json.data).toEqual([expect.objectContaining({ id_commande: order.id_commande })]);
    const theSellers = await readCached(path, seller.token);
    expect(theSellers.bytes.equals(theBuyers.bytes)).toBe(true);

    const refused = await read(path, { token: stranger.token });
    expect(refused.status).toBe(403);
    expect(refused.bytes.toString()).not.toContain(String(order.montant_paye));
    expect((await read(path)).status).toBe(401);
  });

  it("a buyer's is_liked is not a visitor's, nor another buyer's", async () => {
    const [liked] = await server.db.query<{ id_produit: number }>(
      'SELECT id_produit FROM wishlist WHERE id_user = $1 LIMIT 1',
      [buyer.id_user],
    );
    if (!liked) throw new Error('The buyer likes nothing yet');
    const other = await newBuyer(server);
    const page = `ProduitController/get_produit_all?id_produit=${liked.id_produit}&langue=fr`;
    const isLiked = (answer: Read) => JSON.stringify(answer.json).includes('"is_liked":true');
    expect(isLiked(await readCached(`${page}&id_user=${buyer.id_user}`, buyer.token))).toBe(true);
    expect(isLiked(await readCached(page, buyer.token))).toBe(true);
    const visitor = await read(page);
    expect(isLiked(visitor)).toBe(false);
    const theirs = await read(page, { token: other.token });
    expect(isLiked(theirs)).toBe(false);
    expect((await read(`${page}&id_user=${buyer.id_user}`, { token: other.token })).status).toBe(403);
  });

  it('a cached token stops working when it expires, with no write in between', async () => {
    const session = await openSession(server.db, buyer.id_user, 2, new Date(clock));
    await readCached('PanierController/list_panier_byiduser', session.token);
    const sequence = server.db.changes.sequence;
    clock += 2_100;
    const late = await read('PanierController/list_panier_byiduser', { token: session.token });
    expect(server.db.changes.sequence).toBe(sequence);
    expect(late.status).toBe(401);
  });
});

describe('when it is on', () => {
  it('is on by default, on PGlite as on PostgreSQL, and off when asked', async () => {
    const auto = await startTestServer({ answerCache: loadConfig({}).answerCache });
    const off = await startTestServer({ answerCache: 'off' });
    try {
      await read(LIST, { base: auto.url });
      expect((await read(LIST, { base: auto.url })).cache).toBe('hit');
      await read(LIST, { base: off.url });
      expect((await read(LIST, { base: off.url })).cache).toBeNull();
      const health = (await read('health', { base: off.url })).json;
      expect(health.answerCache).toBeNull();
    } finally {
      await Promise.all([auto.close(), off.close()]);
    }
  });

  it('is configured by ANSWER_CACHE and ANSWER_CACHE_MB, and refuses a value it does not know', () => {
    expect(loadConfig({}).answerCache).toBe('on');
    expect(loadConfig({ ANSWER_CACHE: 'auto' }).answerCache).toBe('on');
    expect(loadConfig({ ANSWER_CACHE: 'OFF', ANSWER_CACHE_MB: '8' })).toMatchObject({
      answerCache: 'off',
      answerCacheBytes: 8 * 1024 * 1024,
    });
    expect(() => loadConfig({ ANSWER_CACHE: 'sometimes' })).toThrow(/ANSWER_CACHE must be one of on, off/);
    expect(() => loadConfig({ ANSWER_CACHE_MB: '-1' })).toThrow(/ANSWER_CACHE_MB/);
  });

  it('reports its hits and misses on /api/health, one of either per read', async () => {
    type Stats = { hits: number; misses: number; bytes: number };
    const stats = async () => (await read('health')).json.answerCache as Stats;
    const before = await stats();
    // Not read before in this file: a miss, then a hit by its URL, then one by its parsed input.
    await read('ProduitController/search_produit?q=ceinture&langue=fr&page=1&limit=12');
    await read('ProduitController/search_produit?q=ceinture&langue=fr&page=1&limit=12');
    await read('ProduitController/search_produit?limit=12&page=1&langue=fr&q=ceinture');
    const after = await stats();
    expect([after.hits - before.hits, after.misses - before.misses]).toEqual([2, 1]);
    expect(after.bytes).toBeGreaterThan(0);
  });
});

describe('memory', () => {
  it('holds at most its bytes, dropping the least recently used first', () => {
    const cache = createAnswerCache({ changes: server.db.changes, maxBytes: 20_000 });
    const stamp = { since: cache.begin(), tags: ['marque'] };
    const body = (n: number) => Buffer.from(`{"data":"${String(n).padStart(1_000, '0')}"}`);
    for (let n = 0; n < 5; n++) cache.set(`k${n}`, body(n), stamp);
    // Read: k0 is now the most recently used, and k1 the least.
    expect(cache.get('k0')?.body).toEqual(body(0));
    let n = 5;
    while (cache.stats().evictions === 0) cache.set(`k${n}`, body(n++), stamp);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k0')?.body).toEqual(body(0));
    for (; n < 60; n++) cache.set(`k${n}`, body(n), stamp);
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(20_000);
    expect(stats.bytes).toBeGreaterThan(15_000);
    expect(stats.evictions).toBe(60 - stats.entries);
    expect(cache.get('k59')?.body).toEqual(body(59));
  });

  it('keeps no answer bigger than a quarter of its bytes, nor one read across a write to what it read', async () => {
    const cache = createAnswerCache({ changes: server.db.changes, maxBytes: 4_000 });
    const since = cache.begin();
    const countries = { since, tags: ['pays'] };
    const brands = { since, tags: ['marque'] };
    expect(cache.set('big', Buffer.alloc(1_500), countries)).toBe(false);
    expect(cache.set('small', Buffer.alloc(500), countries)).toBe(true);
    expect(cache.set('other', Buffer.alloc(500), brands)).toBe(true);
    await server.db.query("UPDATE pays SET nom_fr_fr = nom_fr_fr WHERE alpha2 = 'FR'");
    expect(cache.get('small')).toBeUndefined();
    expect(cache.set('late', Buffer.alloc(500), countries)).toBe(false);
    // What read another table is still served.
    expect(cache.get('other')?.body).toEqual(Buffer.alloc(500));
    expect(cache.stats()).toMatchObject({ entries: 1, raced: 1, invalidations: 1 });
  });
});
