/**
 * Leaving, through the SDK against the real server (in-process, seeded in-memory PGlite, live
 * connections on real sockets): deleting an account needs its password and is refused while an
 * order, as buyer or seller, is still open; a deletion erases the person, ends every session and
 * socket, withdraws the listings, leaves the seller's order with an anonymised buyer, refuses the
 * old credentials and frees the address; the export holds everything of the caller, and nothing
 * of anyone else, and is limited.
 */
import {
  ACCOUNT_BUSY_CODE,
  ACCOUNT_EXPORT_LIMIT_CODE,
  ACCOUNT_EXPORT_LIMITS,
  isDeletedAccount,
  orderNumber,
} from '@vitrine/contract';
import {
  addAddress,
  anyItem,
  type Buyer,
  orderIn,
  runDueJobs,
  startTestServer,
  TEST_ACCOUNTS,
  until,
  verifyListing,
} from '@vitrine/server/testing';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { SdkHttpError } from './errors.js';
import { socketIoRealtime } from './realtime.js';
import { createSavedSearches } from './savedSearches.js';
import { createMemoryStorage } from './storage.js';
import { listNewArticle } from './testing/newListing.js';
import { TEST_SIGN_UP } from './testing/signUp.js';

const HOUR = 60 * 60 * 1000;
const DEMO_PASSWORD = 'Vitrine-demo-2026';
/** The server's clock: moved on to settle orders and end limit windows. */
let clock = Date.now();
let server: Awaited<ReturnType<typeof startTestServer>>;
const clients: VitrineClient[] = [];
let accounts = 0;
let addresses = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), trustProxy: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.auth.forget();
  await server?.close();
});

interface Client {
  client: VitrineClient;
  sockets: Socket[];
}

/** A client from its own address (the sign-in throttle counts per address), with live connections. */
function newClient(): Client {
  const address = `198.51.100.${++addresses}`;
  const sockets: Socket[] = [];
  const client = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-forwarded-for', address);
      return fetch(input, { ...init, headers });
    },
    realtime: socketIoRealtime({
      transports: ['websocket'],
      socketFactory: (url, options) => {
        const socket = io(url, options);
        sockets.push(socket);
        return socket;
      },
    }),
  });
  clients.push(client);
  return { client, sockets };
}

interface Account {
  email: string;
  password: string;
  pseudo: string;
}

async function signUp(email?: string): Promise<Account> {
  const n = `${process.pid}${++accounts}${Math.floor(Math.random() * 1e6)}`;
  const account = {
    email: email ?? `leaving${n}@test.vitrine.dev`,
    password: `password-${n}`,
    pseudo: `Leave${n}`,
  };
  const { client } = newClient();
  const created = await client.auth.signup({
    ...TEST_SIGN_UP,
    email: account.email,
    password: account.password,
    pseudo_profile: account.pseudo,
  });
  if (created.error) throw created.error;
  await client.auth.logout();
  return account;
}

async function signedIn(account: Pick<Account, 'email' | 'password'>): Promise<Client & { buyer: Buyer }> {
  const signed = newClient();
  const login = await signed.client.auth.login(account.email, account.password);
  if (login.error) throw login.error;
  await until(() => signed.sockets[0]?.connected);
  const session = signed.client.auth.session();
  if (!session) throw new Error('not signed in');
  const buyer = { id_user: session.id_user, token: session.token, id_adresse: 0 };
  return { ...signed, buyer };
}

/** A new account signed in, with a delivery address to buy with. */
async function newBuyerAccount(): Promise<Account & Client & { buyer: Buyer }> {
  const account = await signUp();
  const signed = await signedIn(account);
  signed.buyer.id_adresse = await addAddress(server, signed.buyer.id_user);
  return { ...account, ...signed };
}

async function emailOf(idUser: number): Promise<string> {
  const [row] = await server.db.query<{ email: string }>('SELECT email FROM utilisateur WHERE id_user = $1', [
    idUser,
  ]);
  return (row as { email: string }).email;
}

const statusOf = (error: unknown) => (error instanceof SdkHttpError ? error.status : undefined);
const bodyOf = (error: unknown) => (error as SdkHttpError).body as Record<string, unknown>;

const closed = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (!socket.connected) resolve('already closed');
    socket.once('disconnect', (reason) => resolve(reason));
  });

describe('deleting an account', () => {
  it('refuses a wrong password and keeps the account', async () => {
    const account = await newBuyerAccount();
    const refused = await account.client.account.deleteAccount('not-the-password');
    expect(statusOf(refused.error)).toBe(403);
    expect(account.client.auth.session()).not.toBeNull();
    expect((await account.client.refresh('user_detail')).error).toBeUndefined();
    expect((await newClient().client.auth.login(account.email, account.password)).error).toBeUndefined();
  });

  it('is refused, naming the order, while an order is open for the buyer and for the seller', async () => {
    const account = await newBuyerAccount();
    const order = await orderIn(server, 'shipped', { buyer: account.buyer });
    const refused = await account.client.account.deleteAccount(account.password);
    expect(statusOf(refused.error)).toBe(409);
    expect(bodyOf(refused.error).code).toBe(ACCOUNT_BUSY_CODE);
    expect(bodyOf(refused.error).orders).toEqual([order.id_commande]);
    expect((refused.error as Error).message).toContain(orderNumber(order.id_commande));
    expect((await newClient().client.auth.login(account.email, account.password)).error).toBeUndefined();

    const seller = await signedIn({ email: await emailOf(order.item.id_vendeur), password: DEMO_PASSWORD });
    const sellerRefused = await seller.client.account.deleteAccount(DEMO_PASSWORD);
    expect(statusOf(sellerRefused.error)).toBe(409);
    expect(bodyOf(sellerRefused.error).orders).toContain(order.id_commande);
    const [still] = await server.db.query<{ supprime_le: string | null }>(
      'SELECT supprime_le FROM utilisateur WHERE id_user = $1',
      [order.item.id_vendeur],
    );
    expect(still?.supprime_le).toBeNull();
  });

  it('erases the buyer, ends sessions and sockets, refuses the old credentials, and leaves the seller an anonymised buyer', async () => {
    const account = await newBuyerAccount();
    const item = await anyItem(server);
    const order = await orderIn(server, 'received', { buyer: account.buyer, item });
    // The window to report a problem closes: the purchase is settled for the buyer.
    clock += 49 * HOUR;
    await runDueJobs(server.context);
    // An address no order used, a favourite and a message, to be erased or kept as the rules say.
    const unused = await addAddress(server, account.buyer.id_user);
    expect((await account.client.favourites.toggle(item.id_produit)).error).toBeUndefined();
    const sent = await account.client.messages.send({
      id_receiver: item.id_vendeur,
      objet: 'Merci',
      corps_message: 'Thank you for the bag.',
    });
    expect(sent.error).toBeUndefined();
    // A saved search: what they looked for is theirs too, and must not alert a deleted account.
    expect((await createSavedSearches(account.client).save({ q: 'kelly' })).error).toBeUndefined();
    const elsewhere = await signedIn(account);
    const ending = closed(elsewhere.sockets[0] as Socket);

    expect((await account.client.account.deleteAccount(account.password)).error).toBeUndefined();
    expect(account.client.auth.session()).toBeNull();
    expect(await ending).toBe('io server disconnect');
    expect(statusOf((await elsewhere.client.refresh('user_detail')).error)).toBe(401);
    expect(statusOf((await newClient().client.auth.login(account.email, account.password)).error)).toBe(401);

    const [row] = await server.db.query<Record<string, unknown>>(
      `SELECT email, pseudo_profile, nom_profile, prenom_profile, contact_profile, date_naiss_profile,
              image_link_profile, password_hash, supprime_le
         FROM utilisateur WHERE id_user = $1`,
      [account.buyer.id_user],
    );
    expect(row).toMatchObject({
      email: '',
      pseudo_profile: '',
      nom_profile: '',
      prenom_profile: '',
      contact_profile: '',
      date_naiss_profile: null,
      image_link_profile: null,
      password_hash: '',
    });
    expect(row?.supprime_le).not.toBeNull();
    const left = await server.db.query<{ id_adresse_livraison: number }>(
      'SELECT id_adresse_livraison FROM adresse_livraison WHERE id_user = $1',
      [account.buyer.id_user],
    );
    expect(left.map((address) => address.id_adresse_livraison)).not.toContain(unused);
    for (const table of ['wishlist', 'recherche_sauvee', 'alerte', 'alerte_digest']) {
      expect(
        await server.db.query(`SELECT 1 FROM ${table} WHERE id_user = $1`, [account.buyer.id_user]),
        table,
      ).toHaveLength(0);
    }

    // The seller keeps the order, with the buyer anonymised and where it went (city, country).
    const seller = await signedIn({ email: await emailOf(item.id_vendeur), password: DEMO_PASSWORD });
    const sold = await seller.client.orders.get(order.id_commande);
    expect(sold.error).toBeUndefined();
    expect(isDeletedAccount(sold.data?.pseudo_acheteur)).toBe(true);
    expect(sold.data).toMatchObject({
      nom_livraison: '',
      prenom_livraison: null,
      adresse_livraison: '',
      adresse2_livraison: '',
      ville_livraison: 'Paris',
      alpha2_livraison: 'FR',
    });
    // The conversation stays the seller's, with the other side anonymised; no new message reaches it.
    const conversations = await seller.client.messages.conversations();
    const thread = conversations.data?.find((c) => c.id_interlocuteur === account.buyer.id_user);
    expect(isDeletedAccount(thread?.pseudo_interlocuteur)).toBe(true);
    const answer = await seller.client.messages.send({
      id_receiver: account.buyer.id_user,
      objet: 'Merci',
      corps_message: 'You are welcome.',
    });
    // Sent over the live connection, whose refusals the SDK reports as 400 with the server's words.
    expect(answer.error?.message).toMatch(/account was deleted/);
    const kept = await seller.client.messages.thread(account.buyer.id_user, 'Merci');
    expect(kept.data?.map((m) => m.corps_message)).toEqual(['Thank you for the bag.']);
  });

  it('frees the e-mail address for a new, empty account', async () => {
    const account = await newBuyerAccount();
    const oldId = account.buyer.id_user;
    expect((await account.client.account.deleteAccount(account.password)).error).toBeUndefined();
    const again = await signUp(account.email);
    const fresh = await signedIn(again);
    expect(fresh.buyer.id_user).not.toBe(oldId);
    expect((await fresh.client.orders.purchases()).data).toEqual([]);
    expect(statusOf((await newClient().client.auth.login(account.email, account.password)).error)).toBe(401);
  });

  it("withdraws a deleted seller's listings from sale", async () => {
    const [quiet] = await server.db.query<{ id_user: number; email: string }>(
      `SELECT u.id_user, u.email FROM utilisateur u
        WHERE u.role = 'kim' AND u.supprime_le IS NULL
          AND EXISTS (SELECT 1 FROM produit p WHERE p.id_vendeur = u.id_user AND p.a_vendre)
          AND NOT EXISTS (SELECT 1 FROM commande c WHERE c.id_vendeur = u.id_user OR c.id_user = u.id_user)
          AND NOT EXISTS (SELECT 1 FROM offre o WHERE o.id_vendeur = u.id_user OR o.id_user = u.id_user)
          AND NOT EXISTS (SELECT 1 FROM payment_intent i WHERE i.id_vendeur = u.id_user OR i.id_user = u.id_user)
        ORDER BY u.id_user DESC LIMIT 1`,
    );
    if (!quiet) throw new Error('no seeded seller without orders');
    const seller = await signedIn({ email: quiet.email, password: DEMO_PASSWORD });
    expect((await seller.client.account.deleteAccount(DEMO_PASSWORD)).error).toBeUndefined();
    const onSale = await server.db.query('SELECT 1 FROM produit WHERE id_vendeur = $1 AND a_vendre', [
      quiet.id_user,
    ]);
    expect(onSale).toHaveLength(0);
    const page = await newClient().client.sellers.get(quiet.id_user);
    expect(statusOf(page.error)).toBe(404);
  });
});

describe('the data export', () => {
  it("holds the caller's profile, addresses, orders, messages, favourites and settings, as JSON and CSV, and nothing of others", async () => {
    const account = await newBuyerAccount();
    const other = await newBuyerAccount();
    const item = await anyItem(server);
    const order = await orderIn(server, 'paid', { buyer: account.buyer, item });
    const othersOrder = await orderIn(server, 'paid', { buyer: other.buyer });
    expect((await account.client.favourites.toggle(item.id_produit)).error).toBeUndefined();
    expect((await account.client.settings.update('love', '0')).error).toBeUndefined();
    const mine = 'A question about the "Kelly", size, = price?';
    expect(
      (
        await account.client.messages.send({
          id_receiver: item.id_vendeur,
          objet: 'Kelly',
          corps_message: mine,
        })
      ).error,
    ).toBeUndefined();
    const secret = `Not yours ${Date.now()}`;
    expect(
      (
        await other.client.messages.send({
          id_receiver: item.id_vendeur,
          objet: 'Other',
          corps_message: secret,
        })
      ).error,
    ).toBeUndefined();

    const exported = await account.client.account.exportData();
    expect(exported.error).toBeUndefined();
    const data = exported.data;
    if (!data) throw new Error('no export');
    expect(data.profile).toMatchObject({ email: account.email, pseudo_profile: account.pseudo });
    expect(data.settings).toMatchObject({ love: '0' });
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ nom: 'Martin', ville: 'Paris', telephone: '+33100000000' });
    expect(data.orders.bought.map((o) => o.id_commande)).toEqual([order.id_commande]);
    expect(data.orders.sold).toEqual([]);
    expect(data.messages.map((m) => m.corps_message)).toEqual([mine]);
    expect(data.favourites.map((f) => f.id_produit)).toEqual([item.id_produit]);
    expect(data.reviews).toEqual({ written: [], received: [] });

    const lines = data.orders_csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"order","date","side","state",/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${orderNumber(order.id_commande)}"`);
    expect(lines[1]).toContain('"bought","paid"');

    const text = JSON.stringify(data);
    for (const foreign of [other.email, other.pseudo, secret, orderNumber(othersOrder.id_commande)]) {
      expect(text).not.toContain(foreign);
    }
    expect(text).not.toContain('password');

    // The seller's export holds the same order, as sold.
    const seller = await signedIn({ email: await emailOf(item.id_vendeur), password: DEMO_PASSWORD });
    const sellers = await seller.client.account.exportData();
    expect(sellers.data?.orders.sold.map((o) => o.id_commande)).toContain(order.id_commande);
    // Where it went, not to whom: the buyer's name and street are the buyer's, not the seller's to take.
    const sale = sellers.data?.orders.sold.find((o) => o.id_commande === order.id_commande);
    expect(sale).toMatchObject({ ville_livraison: 'Paris', alpha2_livraison: 'FR' });
    for (const field of ['nom_livraison', 'prenom_livraison', 'adresse_livraison', 'code_postal_livraison'])
      expect(sale, field).not.toHaveProperty(field);
    expect(sellers.data?.messages.map((m) => m.corps_message)).toEqual(
      expect.arrayContaining([mine, secret]),
    );
  });

  it("holds the caller's saved searches and the alerts they brought, and not another's", async () => {
    const account = await newBuyerAccount();
    const other = await newBuyerAccount();
    const seller = await signedIn({ email: TEST_ACCOUNTS.seller, password: DEMO_PASSWORD });
    const brand = (await seller.client.catalog.brands()).data?.data.at(-1)?.id_marque as number;
    const searches = createSavedSearches(account.client);
    const byBrand = await searches.save({ id_marque: brand, etat: 'neuf' });
    const byText = await searches.save({ q: 'Kelly "vintage", = noir', prix_max: 900 });
    expect(byBrand.error ?? byText.error).toBeUndefined();
    const theirs = `Not yours ${Date.now()}`;
    expect((await createSavedSearches(other.client).save({ q: theirs })).error).toBeUndefined();

    // A new listing of the brand, verified: news to the first search.
    const idProduit = await listNewArticle(seller.client, {
      id_marque: brand,
      modele: 'Sac Export',
      prix_unitaire: 1200,
    });
    await verifyListing(server, idProduit);

    const data = (await account.client.account.exportData()).data;
    if (!data) throw new Error('no export');
    // Newest first, each with its text and filters as saved.
    expect(data.saved_searches).toEqual([
      expect.objectContaining({
        id_recherche: byText.data?.id_recherche,
        q: 'Kelly "vintage", = noir',
        prix_max: 900,
      }),
      expect.objectContaining({ id_recherche: byBrand.data?.id_recherche, id_marque: brand, etat: 'neuf' }),
    ]);
    expect(data.alerts).toEqual([
      expect.objectContaining({
        genre: 'nouveaute',
        id_produit: idProduit,
        id_recherche: byBrand.data?.id_recherche,
        prix: 1200,
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain(theirs);
    const others = (await other.client.account.exportData()).data;
    expect(others?.saved_searches.map((search) => search.q)).toEqual([theirs]);
    expect(others?.alerts).toEqual([]);
  });

  it('is limited per account, with 429 and retry_after, until the window ends', async () => {
    const account = await newBuyerAccount();
    for (let i = 0; i < ACCOUNT_EXPORT_LIMITS.perAccount; i++) {
      expect((await account.client.account.exportData()).error).toBeUndefined();
    }
    const refused = await account.client.account.exportData();
    expect(statusOf(refused.error)).toBe(429);
    expect(bodyOf(refused.error)).toMatchObject({ code: ACCOUNT_EXPORT_LIMIT_CODE });
    expect(bodyOf(refused.error).retry_after).toBeGreaterThan(0);
    // Another account is not counted with this one.
    expect((await (await newBuyerAccount()).client.account.exportData()).error).toBeUndefined();
    clock += ACCOUNT_EXPORT_LIMITS.windowMs;
    expect((await account.client.account.exportData()).error).toBeUndefined();
  });

  it('is refused without a session', async () => {
    expect(statusOf((await newClient().client.account.exportData()).error)).toBe(401);
  });
});
