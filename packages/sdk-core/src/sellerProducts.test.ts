/**
 * A seller's own listings through the SDK, against the real server (seeded in-memory PGlite):
 * articles.mine, update and withdraw, what another user is refused, and what shoppers read
 * afterwards through the same SDK. Nothing is mocked.
 */
import { startTestServer, TEST_ACCOUNTS, verifyListing } from '@vitrine/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { type SdkError, SdkHttpError } from './errors.js';
import { createMemoryStorage } from './storage.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
let seller: VitrineClient;
let other: VitrineClient;
let visitor: VitrineClient;

async function signedIn(email: string): Promise<VitrineClient> {
  const client = createVitrine({ baseUrl: server.url, storage: createMemoryStorage() });
  const login = await client.auth.login(email, 'Vitrine-demo-2026');
  if (login.error) throw login.error;
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  seller = await signedIn(TEST_ACCOUNTS.seller);
  other = await signedIn(TEST_ACCOUNTS.otherSeller);
  visitor = createVitrine({ baseUrl: server.url, storage: createMemoryStorage() });
});
afterAll(async () => {
  await server?.close();
});

const statusOf = (error: SdkError | undefined) => (error instanceof SdkHttpError ? error.status : undefined);

/** Two of the seller's listings on sale, the newest first. */
async function onSale() {
  const mine = await seller.articles.mine({ limit: 50 });
  expect(mine.error).toBeUndefined();
  return (mine.data ?? []).filter((product) => product.statut === 'on_sale');
}

describe('client.articles: my products', () => {
  it("lists the seller's own listings, a page at a time", async () => {
    const all = await seller.articles.mine({ limit: 50 });
    const page = await seller.articles.mine({ page: 2, limit: 3 });
    expect(page.data?.map((product) => product.id_produit)).toEqual(
      all.data?.slice(3, 6).map((product) => product.id_produit),
    );
    const theirs = await other.articles.mine();
    const ids = new Set(all.data?.map((product) => product.id_produit));
    expect(theirs.data?.some((product) => ids.has(product.id_produit))).toBe(false);
  });

  it('corrects a price: off sale until staff verify it again, then the seller page and the product page show it', async () => {
    const [product] = await onSale();
    if (!product) throw new Error('No listing on sale');
    const sellerId = seller.auth.session()?.id_user as number;
    // Read first, so any cache on the way holds the old price.
    const before = await visitor.catalog.bySeller(sellerId, { limit: 200 });
    expect(before.data?.data.find((item) => item.id_produit === product.id_produit)?.prix_unitaire).toBe(
      product.prix_unitaire,
    );

    const updated = await seller.articles.update({ id_produit: product.id_produit, prix_unitaire: 777.7 });
    expect(updated.error).toBeUndefined();
    expect(updated.data).toMatchObject({
      id_produit: product.id_produit,
      prix_unitaire: 777.7,
      statut: 'awaiting_verification',
    });
    const waiting = await visitor.catalog.bySeller(sellerId, { limit: 200 });
    expect(waiting.data?.data.map((item) => item.id_produit)).not.toContain(product.id_produit);

    await verifyListing(server, product.id_produit);
    const after = await visitor.catalog.bySeller(sellerId, { limit: 200 });
    expect(after.data?.data.find((item) => item.id_produit === product.id_produit)?.prix_unitaire).toBe(
      777.7,
    );
    expect((await visitor.catalog.product(product.id_produit)).data?.prix.prix).toBe(777.7);
  });

  it('refuses another seller (403) and a price with 3 decimals (400), changing nothing', async () => {
    const [product] = await onSale();
    if (!product) throw new Error('No listing on sale');
    expect(
      statusOf((await other.articles.update({ id_produit: product.id_produit, prix_unitaire: 1 })).error),
    ).toBe(403);
    expect(statusOf((await other.articles.withdraw(product.id_produit)).error)).toBe(403);
    const refused = await seller.articles.update({ id_produit: product.id_produit, prix_unitaire: 1.234 });
    expect(refused.error).toBeDefined();
    const mine = await seller.articles.mine({ limit: 50 });
    expect(mine.data?.find((item) => item.id_produit === product.id_produit)?.prix_unitaire).toBe(
      product.prix_unitaire,
    );
  });

  it('withdraws a listing: it leaves the new arrivals and the seller page, and stays listed as withdrawn', async () => {
    const products = await onSale();
    const product = products[products.length - 1];
    if (!product) throw new Error('No listing on sale');
    const sellerId = seller.auth.session()?.id_user as number;
    const withdrawn = await seller.articles.withdraw(product.id_produit);
    expect(withdrawn.data).toMatchObject({ statut: 'withdrawn' });

    const page = await visitor.catalog.bySeller(sellerId, { limit: 200 });
    expect(page.data?.data.map((item) => item.id_produit)).not.toContain(product.id_produit);
    const arrivals = await visitor.catalog.newArrivals({ limit: 200 });
    expect(arrivals.data?.data.map((item) => item.id_produit)).not.toContain(product.id_produit);
    expect((await visitor.catalog.product(product.id_produit)).data).toMatchObject({
      retire: true,
      qte_produit: 0,
    });
    const again = await seller.articles.update({
      id_produit: product.id_produit,
      description: 'Encore là ?',
    });
    expect(statusOf(again.error)).toBe(409);
  });
});
