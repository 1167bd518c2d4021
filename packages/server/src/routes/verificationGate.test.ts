/**
 * Verification before sale: a seller's new listing, or one they changed since staff verified it,
 * is on sale nowhere — no list, search, count, sitemap, favourite, cart or checkout, and its page
 * is its seller's and staff's alone — until staff verify it; then everything shows it at once,
 * whatever the answer cache kept. Through HTTP against the real server and database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Brand, Product, ProductDetail, SellerCard } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, tinyPng } from '../http/receiveFiles.test.helpers.js';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { createIntents, type ItemForSale, intentBody, newBuyer } from '../testing/checkoutFixtures.js';
import { verifyListing } from '../testing/listingReview.js';
import { staffSession } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let siteDir: string;
let seller: { token: string; id_user: number };
let buyer: { token: string; id_user: number };
let staff: { token: string; id_user: number };

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'vitrine-gate-site-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Vitrine</title><div id="root"></div>');
  server = await startTestServer({ siteDir });
  seller = await signIn(server.url, TEST_ACCOUNTS.seller);
  buyer = await signIn(server.url, TEST_ACCOUNTS.buyer);
  staff = await staffSession(server);
});
afterAll(async () => {
  await server?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

interface Listing {
  id_produit: number;
  id_marque: number;
  categorie: string;
  item: ItemForSale;
}

/** A new one-item listing of the demo seller, added as the seller adds one. */
async function newListing(modele: string): Promise<Listing> {
  const [leaf] = await server.db.query<{ id_categorie: number; slug: string }>(
    "SELECT id_categorie, slug FROM categorie WHERE niveau = 3 AND grille = 'unique' ORDER BY id_categorie LIMIT 1",
  );
  const [size] = await server.db.query<{ id_taille: number }>(
    "SELECT id_taille FROM taille WHERE grille = 'unique' LIMIT 1",
  );
  const response = await fetch(`${server.url}/api/ProduitController/add_produit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${seller.token}` },
    body: multipartForm(
      {
        id_marque: '2',
        id_categorie: String(leaf?.id_categorie),
        modele,
        description: 'Pochette en cuir lisse, jamais portée.',
        etat_produit: 'neuf',
        prix_unitaire: '800',
        variants: JSON.stringify([{ id_taille: size?.id_taille, id_couleur: 1 }]),
      },
      [['photo_1', tinyPng(), 'face.png']],
    ),
  });
  expect(response.status).toBe(200);
  const { id_produit } = ((await response.json()) as { data: { id_produit: number } }).data;
  const [item] = await server.db.query<{ id_sous_produit: number }>(
    'SELECT id AS id_sous_produit FROM sous_produit WHERE id_produit = $1',
    [id_produit],
  );
  return {
    id_produit,
    id_marque: 2,
    categorie: leaf?.slug as string,
    item: {
      id_produit,
      id_sous_produit: item?.id_sous_produit as number,
      id_vendeur: seller.id_user,
      code_monnaie_vendeur: 'EUR',
      prix_unitaire: 800,
      taux_change: 1,
    },
  };
}

const ids = (products: Product[] | string | undefined) =>
  Array.isArray(products) ? products.map((product) => product.id_produit) : [];

/** Everything a shopper may find a listing by, read as a visitor (and the buyer's favourites). */
async function whereShown(listing: Listing, words: string) {
  const read = async <T>(path: string, token?: string) => (await api<T>(server.url, path, { token })).body;
  const brandCount = async () =>
    (await read<{ data: Brand[] }>('ProduitController/list_MarqueHavingProduit')).data.find(
      (brand) => brand.id_marque === listing.id_marque,
    )?.nombre_produit;
  const sitemap = await (await fetch(`${server.url}/sitemaps/products-1.xml`)).text();
  return {
    newArrivals: ids(
      (await read<{ data: Product[] }>('ProduitController/list_produitavecVendeur?limit=5')).data,
    ),
    list: ids((await read<{ data: Product[] }>('ProduitController/list_produit?limit=5')).data),
    brand: ids(
      (
        await read<{ data: Product[] }>(
          `ProduitController/recherche_filtre?id_marque=${listing.id_marque}&limit=5`,
        )
      ).data,
    ),
    sellerPage: ids(
      (
        await read<{ data: Product[] }>(
          `ProduitController/list_produit_by_Vendeur?id_vendeur=${seller.id_user}&limit=5`,
        )
      ).data,
    ),
    search: ids(
      (await read<{ data: Product[] | string }>(`ProduitController/search_produit?q=${words}`)).data,
    ),
    favourites: ids(
      (await read<{ data: Product[] }>('WishlistController/get_wishlist_byiduser', buyer.token)).data,
    ),
    sellerCount: (
      await read<{ data: SellerCard }>(`ProfileController/get_vendeur?id_vendeur=${seller.id_user}`)
    ).data.nombre_produit,
    brandCount: await brandCount(),
    inSitemap: sitemap.includes(`/${listing.id_produit}</loc>`),
  };
}

const pageStatus = async (id: number, token?: string) =>
  (await api<ProductDetail>(server.url, `ProduitController/get_produit_all?id_produit=${id}`, { token }))
    .status;

describe('the seeded catalogue', () => {
  it('is verified by staff when listed, so every listing is on sale', async () => {
    const rows = await server.db.query<{ listed: number; off_sale: number }>(
      `SELECT count(*)::int AS listed, count(*) FILTER (WHERE NOT a_vendre OR verifie_le IS NULL)::int AS off_sale
         FROM produit`,
    );
    expect(rows[0]?.listed).toBeGreaterThan(100);
    expect(rows[0]?.off_sale).toBe(0);
  });
});

describe('a new listing before staff verify it', () => {
  it('is in no list, search, count, favourite or sitemap; verified, it is in all of them at once', async () => {
    // A listing already for sale, liked by the buyer, so the lists, counts and favourites are read
    // (and kept by the answer cache) before the new one comes.
    const before = await newListing('Pochette Vérifiée Oriane');
    await verifyListing(server, before.id_produit);
    const listing = await newListing('Pochette Nouvelle Oriane');
    const liked = await api(server.url, 'WishlistController/toggle_wishlist', {
      token: buyer.token,
      body: { id_produit: before.id_produit },
    });
    expect(liked.status).toBe(200);
    const shownBefore = await whereShown(before, 'oriane');

    const waiting = await whereShown(listing, 'oriane');
    for (const list of ['newArrivals', 'list', 'brand', 'sellerPage', 'search'] as const) {
      expect(waiting[list], list).not.toContain(listing.id_produit);
      expect(waiting[list], list).toContain(before.id_produit);
    }
    expect(waiting.sellerCount).toBe(shownBefore.sellerCount);
    expect(waiting.brandCount).toBe(shownBefore.brandCount);
    expect(waiting.inSitemap).toBe(false);
    // Nobody can like it, and a buyer cannot tell it from a listing that does not exist.
    const like = await api(server.url, 'WishlistController/toggle_wishlist', {
      token: buyer.token,
      body: { id_produit: listing.id_produit },
    });
    expect(like.status).toBe(404);
    expect(like.body.error).toEqual(expect.any(String));

    await verifyListing(server, listing.id_produit);
    const shown = await whereShown(listing, 'oriane');
    for (const list of ['newArrivals', 'list', 'brand', 'sellerPage', 'search'] as const) {
      expect(shown[list], list).toContain(listing.id_produit);
    }
    expect(shown.sellerCount).toBe(shownBefore.sellerCount + 1);
    expect(shown.brandCount).toBe((shownBefore.brandCount ?? 0) + 1);
    expect(shown.inSitemap).toBe(true);

    // A liked listing its seller changes leaves the buyer's favourites until staff verify it again.
    expect(shown.favourites).toContain(before.id_produit);
    const changed = await api(server.url, 'ProduitController/update_mon_produit', {
      token: seller.token,
      body: { id_produit: before.id_produit, description: 'Réplique, sans papiers.' },
    });
    expect(changed.status).toBe(200);
    const edited = await whereShown(before, 'oriane');
    expect(edited.favourites).not.toContain(before.id_produit);
    expect(edited.newArrivals).not.toContain(before.id_produit);
    expect(edited.inSitemap).toBe(false);
    await verifyListing(server, before.id_produit);
    expect((await whereShown(before, 'oriane')).favourites).toContain(before.id_produit);
  });

  it('has a page only for its seller and staff (404 for a visitor and a buyer), and cannot be carted or paid for', async () => {
    const listing = await newListing('Pochette Cachée');
    expect(await pageStatus(listing.id_produit)).toBe(404);
    expect(await pageStatus(listing.id_produit, buyer.token)).toBe(404);
    expect(await pageStatus(listing.id_produit, seller.token)).toBe(200);
    expect(await pageStatus(listing.id_produit, staff.token)).toBe(200);
    const related = await api<{ data: Product[] }>(
      server.url,
      `ProduitController/list_produit_will_like_too?id_produit=${listing.id_produit}`,
    );
    expect(ids(related.body.data)).not.toContain(listing.id_produit);

    const cart = await api(server.url, 'PanierController/add_panier', {
      token: buyer.token,
      body: { id_produit: listing.id_produit, id_sous_produit: listing.item.id_sous_produit },
    });
    expect(cart.status).toBe(404);
    const payer = await newBuyer(server);
    const checkout = await createIntents(
      server,
      payer.token,
      await intentBody(server, payer, [listing.item]),
    );
    expect(checkout.status).toBe(409);
    const holds = await server.db.query('SELECT 1 FROM payment_intent WHERE id_produit = $1', [
      listing.id_produit,
    ]);
    expect(holds).toHaveLength(0);

    await verifyListing(server, listing.id_produit);
    expect(await pageStatus(listing.id_produit)).toBe(200);
    expect(await pageStatus(listing.id_produit, buyer.token)).toBe(200);
    const paid = await createIntents(server, payer.token, await intentBody(server, payer, [listing.item]));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  it('translated texts send a verified listing back to staff, as a changed price or description does', async () => {
    const listing = await newListing('Pochette Traduite');
    await verifyListing(server, listing.id_produit);
    const texts = {
      id_produit: listing.id_produit,
      langue: 'en',
      modele: 'Translated clutch',
      description: 'Smooth leather clutch, never worn.',
    };
    const saved = await api(server.url, 'ProduitController/set_produit_texte', {
      token: seller.token,
      body: texts,
    });
    expect(saved.status).toBe(200);
    expect(await pageStatus(listing.id_produit)).toBe(404);
    await verifyListing(server, listing.id_produit);
    expect(await pageStatus(listing.id_produit)).toBe(200);
    // The same texts again change nothing staff checked.
    await api(server.url, 'ProduitController/set_produit_texte', { token: seller.token, body: texts });
    expect(await pageStatus(listing.id_produit)).toBe(200);
  });
});
