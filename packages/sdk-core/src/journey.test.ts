/**
 * A shopper's whole journey through the SDK against the real server (in-process, seeded
 * in-memory PGlite, sandbox payments, live socket): sign up, sign in, like, fill the cart, pay,
 * see the order, talk to the seller live, sign out. Nothing is mocked.
 */
import { startTestServer, TEST_ACCOUNTS, TEST_ADDRESS, until } from '@vitrine/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { cardFieldFromValues, sandboxPayments } from './payments/index.js';
import { socketIoRealtime } from './realtime.js';
import { SESSION_STORAGE_KEY } from './session.js';
import { createMemoryStorage, type StorageLike } from './storage.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
const clients: VitrineClient[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const client of clients) await client.auth.logout().catch(() => {});
  await server?.close();
});

const DEMO_PASSWORD = 'Vitrine-demo-2026';
const card = (number: string) => cardFieldFromValues({ number, exp_month: 12, exp_year: 2034, cvc: '123' });
const ADDRESS = TEST_ADDRESS;

function newClient(storage: StorageLike = createMemoryStorage()): VitrineClient {
  const client = createVitrine({
    baseUrl: server.url,
    storage,
    realtime: socketIoRealtime({ transports: ['websocket'] }),
    payments: sandboxPayments(),
  });
  clients.push(client);
  return client;
}

/** Two items still for sale, from two different sellers. */
async function twoItemsFromTwoSellers(client: VitrineClient) {
  const list = await client.catalog.products({ limit: 80 });
  const picked: { id_produit: number; id_sous_produit: number; seller: number }[] = [];
  for (const product of list.data?.data ?? []) {
    if (picked.length === 2) break;
    if (product.qte_produit <= 0 || picked.some((item) => item.seller === product.id_user)) continue;
    const detail = await client.catalog.product(product.id_produit);
    const variant = detail.data?.details.sous_produit.find((item) => item.etat !== 'Vendu');
    if (variant)
      picked.push({ id_produit: product.id_produit, id_sous_produit: variant.id, seller: product.id_user });
  }
  return picked;
}

describe('a buyer, from sign-up to a live conversation', () => {
  it('signs up, is signed in, likes, buys two items from two sellers and talks to one live', async () => {
    const storage = createMemoryStorage();
    const buyer = newClient(storage);
    await buyer.setLocale({ country: 'FR', language: 'fr' });
    const { data: countries } = await buyer.countries.list();
    const france = countries?.data.find((country) => country.alpha2 === 'FR');

    const signedUp = await buyer.auth.signup({
      sexe_profile: 'Femme',
      id_pays_profile: france?.id_pays as number,
      nom_profile: 'Moreau',
      prenom_profile: 'Léa',
      email: `lea.${Date.now()}@example.com`,
      password: 'a-long-password',
      pseudo_profile: `Lea${Date.now()}`,
      date_naiss_profile: '1994-03-08',
      newsletter: true,
      vendeur: false,
    });
    expect(signedUp.error).toBeUndefined();
    expect(signedUp.data?.seller).toBe(false);
    // Signed in automatically (spec §4); the session is kept under ky_user.
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ status: 'Welcome Léa' });
    await until(() => buyer.store.getState().connected);
    expect(buyer.store.getState()).toMatchObject({ cartCount: 0, favouritesCount: 0 });

    const items = await twoItemsFromTwoSellers(buyer);
    expect(items).toHaveLength(2);
    const [first, second] = items as [(typeof items)[0], (typeof items)[0]];

    // Like, on the live connection; the favourites are refreshed.
    const liked = await buyer.favourites.toggle(first.id_produit);
    expect(liked.data?.is_liked).toBe(true);
    expect(buyer.store.getState().favouritesCount).toBe(1);

    await buyer.cart.add(first);
    const cart = await buyer.cart.add(second);
    expect(cart.data).toHaveLength(2);
    expect(buyer.store.getState().cartCount).toBe(2);

    const provider = await buyer.payments();
    const steps: string[] = [];
    const paid = await buyer.checkout.pay({
      address: ADDRESS,
      provider,
      card: card('4242424242424242'),
      holderName: 'Léa Moreau',
      onStep: (step) => steps.push(step),
    });
    expect(paid.error).toBeUndefined();
    expect(steps).toEqual(['address', 'token', 'intent', 'confirm', 'done']);
    expect(paid.data?.intents).toHaveLength(2);
    expect(buyer.store.getState().cartCount).toBe(0);

    const purchases = await buyer.orders.purchases();
    expect(purchases.data?.map((order) => order.id_sous_produit).sort()).toEqual(
      [first.id_sous_produit, second.id_sous_produit].sort(),
    );
    const order = purchases.data?.find((item) => item.id_vendeur === first.seller);
    expect((await buyer.orders.get(order?.id_commande as number)).data?.nom_livraison).toBe(TEST_ADDRESS.nom);
    expect((await buyer.orders.lastAddress()).data?.adresse_1).toBe(TEST_ADDRESS.adresse);

    // The seller of the first item, signed in elsewhere, hears the buyer live.
    const seller = newClient();
    const sellerEmail = (
      await server.db.query<{ email: string }>('SELECT email FROM utilisateur WHERE id_user = $1', [
        first.seller,
      ])
    )[0]?.email as string;
    await seller.auth.login(sellerEmail, DEMO_PASSWORD);
    await until(() => seller.store.getState().connected);
    const heard: string[] = [];
    seller.on('notice', ({ kind }) => heard.push(kind));
    const said: string[] = [];
    buyer.on('notice', ({ kind }) => said.push(kind));

    const thread = await buyer.messages.send({
      id_receiver: first.seller,
      objet: `Commande n°${order?.id_commande}`,
      corps_message: 'Bonjour, pouvez-vous expédier rapidement ?',
    });
    expect(thread.data?.at(-1)?.corps_message).toBe('Bonjour, pouvez-vous expédier rapidement ?');
    await until(() => heard.includes('messageReceived') && said.includes('messageSent'));
    await until(() => (seller.store.getState().messages ?? []).length > 0);
    const reply = await seller.messages.thread(
      buyer.auth.session()?.id_user as number,
      `Commande n°${order?.id_commande}`,
    );
    expect(reply.data?.map((message) => message.corps_message)).toContain(
      'Bonjour, pouvez-vous expédier rapidement ?',
    );

    await buyer.auth.logout();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(buyer.store.getState()).toMatchObject({ user: null, cartCount: 0, connected: false });
  });

  it('returns the decline message of a declined card and makes no order', async () => {
    const buyer = newClient();
    await buyer.setLocale({ country: 'FR', language: 'fr' });
    await buyer.auth.login(TEST_ACCOUNTS.buyer, DEMO_PASSWORD);
    const [item] = await twoItemsFromTwoSellers(buyer);
    await buyer.cart.add(item as { id_produit: number; id_sous_produit: number });
    const before = (await buyer.orders.purchases()).data?.length;

    const declined = await buyer.checkout.pay({
      address: ADDRESS,
      provider: await buyer.payments(),
      card: card('4000000000000002'),
      holderName: 'Claire Martin',
    });
    expect(declined.error?.message).toMatch(/declined/i);
    expect((await buyer.orders.purchases()).data?.length).toBe(before);
    expect(buyer.store.getState().cartCount).toBe(1);

    // Paying again with a good card, same cart: the same reservation is used, and it goes through.
    const paid = await buyer.checkout.pay({
      address: ADDRESS,
      provider: await buyer.payments(),
      card: card('4242424242424242'),
      holderName: 'Claire Martin',
    });
    expect(paid.error).toBeUndefined();
    expect((await buyer.orders.purchases()).data?.length).toBe((before ?? 0) + 1);
  });

  it('starts again from a stored session: profile and favourites loaded, socket on', async () => {
    const storage = createMemoryStorage();
    const first = newClient(storage);
    await first.auth.login(TEST_ACCOUNTS.buyer, DEMO_PASSWORD);
    const restored = newClient(storage);
    expect(await restored.auth.restore()).toMatchObject({ email: TEST_ACCOUNTS.buyer });
    expect(restored.store.getState().userDetail?.prenom_profile).toBe('Claire');
    await until(() => restored.store.getState().connected);
  });

  it('forgets a stored session the server no longer knows', async () => {
    const storage = createMemoryStorage();
    const first = newClient(storage);
    const session = await first.auth.login(TEST_ACCOUNTS.buyer, DEMO_PASSWORD);
    await server.db.query('DELETE FROM session_token WHERE id_user = $1', [session.data?.id_user]);
    const restored = newClient(storage);
    expect(await restored.auth.restore()).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
