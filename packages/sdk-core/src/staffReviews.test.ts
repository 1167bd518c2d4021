/**
 * Staff's listing checks and buyers' reviews of sellers, through the SDK against the real server
 * (seeded in-memory PGlite, sandbox payments): a seller's new item is not on sale until staff
 * verify it, and a refused one never is, its seller reading why; a buyer reviews the seller of a completed order
 * once, and the review shows among the seller's. The clock is moved to complete orders.
 */
import { LISTING_REFUSAL_LIMIT } from '@vitrine/contract';
import {
  addAddress,
  itemOf,
  orderIn,
  pngBlob,
  startTestServer,
  TEST_ACCOUNTS,
} from '@vitrine/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { type Result, SdkHttpError } from './errors.js';
import { createMemoryStorage } from './storage.js';

const HOUR = 3_600_000;
/** The server's clock: tests move it instead of waiting. */
let clock = Date.now();
let server: Awaited<ReturnType<typeof startTestServer>>;
let staff: VitrineClient;
let seller: VitrineClient;
let buyer: VitrineClient;
let visitor: VitrineClient;

const statusOf = (result: Result<unknown>) =>
  result.error instanceof SdkHttpError ? result.error.status : undefined;

async function signedIn(email: string): Promise<VitrineClient> {
  const client = createVitrine({ baseUrl: server.url, storage: createMemoryStorage() });
  const login = await client.auth.login(email, 'Vitrine-demo-2026');
  if (login.error) throw login.error;
  return client;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), jobIntervalMs: 24 * HOUR });
  [staff, seller, buyer] = await Promise.all([
    signedIn('staff@vitrine.dev'),
    signedIn(TEST_ACCOUNTS.seller),
    signedIn(TEST_ACCOUNTS.buyer),
  ]);
  visitor = createVitrine({ baseUrl: server.url, storage: createMemoryStorage() });
});
afterAll(async () => {
  await server?.close();
});

/** A new listing of the demo seller, as the seller adds it. */
async function newListing(modele: string): Promise<number> {
  const tree = (await seller.catalog.categories()).data?.data ?? [];
  const leaf = tree[0]?.children[0]?.children[0];
  if (!leaf) throw new Error('The seeded tree has no leaf');
  const sizes = (await seller.articles.sizes(leaf.id_categorie)).data?.data ?? [];
  const colours = (await seller.catalog.colours()).data?.data ?? [];
  const brands = (await seller.catalog.brands()).data?.data ?? [];
  const added = await seller.articles.add(
    {
      id_marque: brands[0]?.id_marque as number,
      id_categorie: leaf.id_categorie,
      modele,
      description: 'Sac en cuir grainé, jamais porté, avec sa housse.',
      prix_unitaire: 2400,
      etat_produit: 'neuf',
      variants: [{ id_taille: sizes[0]?.id_taille as number, id_couleur: colours[0]?.id_couleur as number }],
    },
    [pngBlob()],
  );
  if (added.error) throw added.error;
  return added.data.id_produit;
}

describe('listing verification', () => {
  it('a new listing is off sale until staff verify it: unlisted, unsearchable, its page 404 but to its seller and staff', async () => {
    const id = await newListing('Sac Aurore');
    // Read before staff decide, so the answer cache holds the lists and page without it.
    const listed = async () =>
      (await visitor.catalog.newArrivals({ limit: 5 })).data?.data.map((p) => p.id_produit);
    const found = async () =>
      (await visitor.catalog.search('Aurore')).data?.products.map((p) => p.id_produit);
    const sellerId = seller.store.getState().user?.id_user as number;
    const ownPage = async () =>
      (await visitor.catalog.bySeller(sellerId, { limit: 5 })).data?.data.map((p) => p.id_produit);
    expect(await listed()).not.toContain(id);
    expect(await found()).not.toContain(id);
    expect(await ownPage()).not.toContain(id);
    expect(statusOf(await visitor.catalog.product(id))).toBe(404);
    expect(statusOf(await buyer.catalog.product(id))).toBe(404);
    // Its seller and staff open it, not verified, to check it.
    expect((await seller.catalog.product(id)).data).toMatchObject({ verifie: false });
    expect((await staff.catalog.product(id)).data).toMatchObject({ verifie: false });
    expect((await seller.articles.mine({ limit: 5 })).data?.find((p) => p.id_produit === id)).toMatchObject({
      statut: 'awaiting_verification',
    });
    // Nobody can put it in a cart or pay for it.
    const item = (await seller.catalog.product(id)).data?.details.sous_produit[0]?.id as number;
    expect(statusOf(await buyer.cart.add({ id_produit: id, id_sous_produit: item }))).toBe(404);

    const queue = await staff.staff.listingsToVerify();
    expect(queue.data?.map((listing) => listing.id_produit)).toContain(id);
    expect(queue.data?.find((listing) => listing.id_produit === id)).toMatchObject({
      modele: 'Sac Aurore',
      prix_unitaire: 2400,
      code_monnaie: 'EUR',
    });

    expect((await staff.staff.verifyListing(id)).data).toMatchObject({ id_produit: id, verifie: true });
    expect(await listed()).toContain(id);
    expect(await found()).toContain(id);
    expect(await ownPage()).toContain(id);
    expect((await visitor.catalog.product(id)).data?.verifie).toBe(true);
    expect((await seller.articles.mine({ limit: 5 })).data?.find((p) => p.id_produit === id)).toMatchObject({
      statut: 'on_sale',
    });
    expect((await buyer.cart.add({ id_produit: id, id_sous_produit: item })).error).toBeUndefined();
    expect((await staff.staff.listingsToVerify()).data?.map((listing) => listing.id_produit)).not.toContain(
      id,
    );
    expect(statusOf(await staff.staff.refuseListing(id, 'Trop tard.'))).toBe(409);
    await buyer.cart.remove({ id_produit: id, id_sous_produit: item });
  });

  it('a change of its description or price sends a verified listing back to staff, off sale meanwhile', async () => {
    const id = await newListing('Sac Corrigé');
    await staff.staff.verifyListing(id);
    const listed = async () =>
      (await visitor.catalog.newArrivals({ limit: 5 })).data?.data.map((p) => p.id_produit);
    expect(await listed()).toContain(id);

    // The same description again changes nothing staff checked.
    const same = await seller.articles.update({
      id_produit: id,
      description: 'Sac en cuir grainé, jamais porté, avec sa housse.',
    });
    expect(same.data?.statut).toBe('on_sale');

    const changed = await seller.articles.update({ id_produit: id, description: 'Réplique, sans papiers.' });
    expect(changed.data?.statut).toBe('awaiting_verification');
    expect(await listed()).not.toContain(id);
    expect(statusOf(await visitor.catalog.product(id))).toBe(404);
    expect((await staff.staff.listingsToVerify()).data?.map((listing) => listing.id_produit)).toContain(id);
    await staff.staff.verifyListing(id);
    expect(await listed()).toContain(id);

    expect((await seller.articles.update({ id_produit: id, prix_unitaire: 15 })).data?.statut).toBe(
      'awaiting_verification',
    );
    const item = (await seller.catalog.product(id)).data?.details.sous_produit[0]?.id as number;
    expect(statusOf(await buyer.cart.add({ id_produit: id, id_sous_produit: item }))).toBe(404);
    await staff.staff.verifyListing(id);
    expect((await visitor.catalog.product(id)).data?.prix.prix).toBe(15);
  });

  it('a refused listing never goes on sale; its seller reads the reason', async () => {
    const id = await newListing('Sac Douteux');
    const reason = 'Numéro de série illisible sur les photos.';
    const refused = await staff.staff.refuseListing(id, reason);
    expect(refused.data).toMatchObject({ refuse: true, motif: reason });
    expect(statusOf(await visitor.catalog.product(id))).toBe(404);
    const newest = await visitor.catalog.newArrivals({ limit: 10 });
    expect(newest.data?.data.map((product) => product.id_produit)).not.toContain(id);
    expect((await staff.staff.listingsToVerify()).data?.map((listing) => listing.id_produit)).not.toContain(
      id,
    );
    expect((await seller.articles.mine({ limit: 5 })).data?.find((p) => p.id_produit === id)).toMatchObject({
      statut: 'refused',
      refus_motif: reason,
    });
  });

  it('only staff see the queue and decide: 403 for a seller, 401 for a visitor, 404 unknown, 400 without a reason or with too long a one', async () => {
    const id = await newListing('Sac Mystère');
    expect(statusOf(await seller.staff.listingsToVerify())).toBe(403);
    expect(statusOf(await seller.staff.verifyListing(id))).toBe(403);
    expect(statusOf(await buyer.staff.refuseListing(id, 'Non.'))).toBe(403);
    expect(statusOf(await visitor.staff.verifyListing(id))).toBe(401);
    expect(statusOf(await staff.staff.refuseListing(id, '   '))).toBe(400);
    expect(statusOf(await staff.staff.refuseListing(id, 'x'.repeat(LISTING_REFUSAL_LIMIT + 1)))).toBe(400);
    // The SDK always sends a reason: without one, as another client might call.
    const withoutReason = await fetch(`${server.url}/api/ProduitController/verifier_produit`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${staff.store.getState().user?.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ id_produit: id, decision: 'refuse' }),
    });
    expect(withoutReason.status).toBe(400);
    expect(((await withoutReason.json()) as { error: string }).error).toMatch(/motif/);
    expect(statusOf(await staff.staff.verifyListing(2_000_000_000))).toBe(404);
    // Nothing was written by the refused calls: it still waits for staff.
    expect((await seller.articles.mine({ limit: 5 })).data?.find((p) => p.id_produit === id)).toMatchObject({
      statut: 'awaiting_verification',
      refus_motif: null,
    });
  });
});

describe('reviews of sellers', () => {
  it('after completion the buyer reviews the seller once; the review shows with the average and count', async () => {
    const session = buyer.store.getState().user as { id_user: number; token: string };
    const buyerAccount = { ...session, id_adresse: await addAddress(server, session.id_user) };
    const item = await itemOf(server, TEST_ACCOUNTS.seller);
    const order = await orderIn(server, 'received', { buyer: buyerAccount, item });
    const reviewer = buyer;

    // Received, not completed: the 48 h to report a problem are still running.
    expect(statusOf(await reviewer.reviews.add(order.id_commande, 5, 'Parfait.'))).toBe(409);
    clock += 49 * HOUR;
    await server.jobs.runNow();
    expect(['completed', 'paid_out']).toContain(
      (await reviewer.orders.timeline(order.id_commande)).data?.etat,
    );

    const before = (await visitor.reviews.ofSeller(item.id_vendeur)).data;
    expect(statusOf(await seller.reviews.add(order.id_commande, 1, 'Je me note moi-même.'))).toBe(403);
    expect(statusOf(await reviewer.reviews.add(order.id_commande, 6, 'Trop.'))).toBe(400);
    const added = await reviewer.reviews.add(order.id_commande, 4, '  Envoi soigné, sac conforme.  ');
    expect(added.error).toBeUndefined();
    expect(added.data).toMatchObject({
      note: 4,
      commentaire: 'Envoi soigné, sac conforme.',
      id_vendeur: item.id_vendeur,
    });
    expect(statusOf(await reviewer.reviews.add(order.id_commande, 5, 'Encore.'))).toBe(409);

    const after = (await visitor.reviews.ofSeller(item.id_vendeur)).data;
    expect(after?.nombre).toBe((before?.nombre ?? 0) + 1);
    expect(after?.avis[0]).toMatchObject({ id_commande: order.id_commande, note: 4 });
    expect((await reviewer.reviews.ofOrder(order.id_commande)).data?.id_avis).toBe(added.data?.id_avis);
    expect((await seller.reviews.ofOrder(order.id_commande)).data?.note).toBe(4);
    expect(statusOf(await staff.reviews.ofOrder(order.id_commande))).toBe(403);

    // The item is named in the reader's language, as its product page names it.
    const english = createVitrine({ baseUrl: server.url, storage: createMemoryStorage(), language: 'en' });
    const inEnglish = (await english.reviews.ofSeller(item.id_vendeur)).data?.avis[0];
    const product = (await english.catalog.product(order.item.id_produit)).data?.description;
    expect(inEnglish).toMatchObject({ modele: product?.modele, langue_texte: product?.langue_texte });
  });
});
