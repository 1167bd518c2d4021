/**
 * A seller adds an article through the SDK, against the real server (seeded in-memory PGlite):
 * the multipart call with its photos and variants, the product it makes, and the refusals a form
 * has to show. Nothing is mocked.
 */
import { pngBlob, startTestServer, TEST_ACCOUNTS, verifyListing } from '@vitrine/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { type SdkError, SdkHttpError } from './errors.js';
import type { NewArticle } from './sellerArticles.js';
import { createMemoryStorage } from './storage.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function signedIn(email: string): Promise<VitrineClient> {
  const client = createVitrine({ baseUrl: server.url, storage: createMemoryStorage() });
  const login = await client.auth.login(email, 'Vitrine-demo-2026');
  if (login.error) throw login.error;
  return client;
}

/** A valid article in the first leaf category of the tree, with two variants of its grid. */
async function articleFor(client: VitrineClient): Promise<NewArticle> {
  const tree = (await client.catalog.categories()).data?.data ?? [];
  const leaf = tree[0]?.children[0]?.children[0];
  if (!leaf) throw new Error('The seeded tree has no leaf');
  const sizes = (await client.articles.sizes(leaf.id_categorie)).data?.data ?? [];
  const colours = (await client.catalog.colours()).data?.data ?? [];
  const brands = (await client.catalog.brands()).data?.data ?? [];
  const size = sizes[0]?.id_taille as number;
  return {
    id_marque: brands[0]?.id_marque as number,
    id_categorie: leaf.id_categorie,
    modele: 'Sac Orphée',
    description: 'Sac en cuir grainé, jamais porté, avec sa housse.',
    prix_unitaire: 2400,
    etat_produit: 'neuf',
    variants: [
      { id_taille: size, id_couleur: colours[0]?.id_couleur as number },
      { id_taille: size, id_couleur: colours[1]?.id_couleur as number },
    ],
  };
}

/** The HTTP status of a failed call (a network or contract failure has none). */
const statusOf = (error: SdkError | undefined) => (error instanceof SdkHttpError ? error.status : undefined);

describe('client.articles', () => {
  it('adds an article with its photos and variants: the seller counts it, and it is the newest product once staff verify it', async () => {
    const seller = await signedIn(TEST_ACCOUNTS.seller);
    await seller.refresh('user_detail');
    const before = seller.store.getState().userDetail?.nombre_produit as number;
    const article = await articleFor(seller);

    const added = await seller.articles.add(article, [pngBlob(), pngBlob()]);
    expect(added.error).toBeUndefined();
    const { id_produit, categorie_slug } = added.data as { id_produit: number; categorie_slug: string };
    expect(categorie_slug).toMatch(/^[a-z0-9-]+$/);
    expect(seller.store.getState().userDetail?.nombre_produit).toBe(before + 1);

    expect((await seller.catalog.newArrivals({ limit: 1 })).data?.data[0]?.id_produit).not.toBe(id_produit);
    await verifyListing(server, id_produit);
    const newest = await seller.catalog.newArrivals({ limit: 1 });
    expect(newest.data?.data[0]).toMatchObject({ id_produit, modele: 'Sac Orphée', categorie_slug });
    const detail = await seller.catalog.product(id_produit);
    expect(detail.data?.details.image_web).toHaveLength(2);
    expect(detail.data?.details.sous_produit.map((variant) => variant.id_couleur)).toEqual(
      article.variants.map((variant) => variant.id_couleur),
    );
    expect(detail.data?.prix.prix).toBe(2400);
  });

  it("answers a buyer's attempt as a 403 value naming 'Mon profil', and a visitor's as a 401", async () => {
    const buyer = await signedIn(TEST_ACCOUNTS.buyer);
    const refused = await buyer.articles.add(await articleFor(buyer), [pngBlob()]);
    expect(statusOf(refused.error)).toBe(403);
    expect(refused.error?.message).toMatch(/Mon profil/);

    const visitor = createVitrine({ baseUrl: server.url, storage: createMemoryStorage() });
    const anonymous = await visitor.articles.add(await articleFor(buyer), [pngBlob()]);
    expect(statusOf(anonymous.error)).toBe(401);
  });

  it('reports a refused field as `field: why`, and throws on a fifth photo (a programming error)', async () => {
    const seller = await signedIn(TEST_ACCOUNTS.seller);
    const article = await articleFor(seller);
    const noPhoto = await seller.articles.add(article, []);
    expect(statusOf(noPhoto.error)).toBe(400);
    expect(noPhoto.error?.message).toMatch(/^photo_1: /);
    const tooDear = await seller.articles.add({ ...article, prix_unitaire: 2_000_000 }, [pngBlob()]);
    expect(tooDear.error?.message).toMatch(/^prix_unitaire: /);
    await expect(
      seller.articles.add(article, [pngBlob(), pngBlob(), pngBlob(), pngBlob(), pngBlob()]),
    ).rejects.toThrow(/at most 4 photos/);
  });
});
