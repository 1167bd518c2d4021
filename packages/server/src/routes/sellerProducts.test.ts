/**
 * 'My products' (an addition to the spec): a seller's listings with their status, corrections of
 * price and description, withdrawal. Through HTTP against the real server: what the seller, other
 * users and shoppers see afterwards, and what is refused.
 */
import type { CartLine, Product, ProductDetail, SellerProduct } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import {
  type Buyer,
  buy,
  createIntents,
  type ItemForSale,
  intentBody,
  newBuyer,
} from '../testing/checkoutFixtures.js';
import { verifyListing } from '../testing/listingReview.js';
import { staffSession } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let seller: { token: string; id_user: number };
let other: { token: string; id_user: number };
let buyer: Buyer;

beforeAll(async () => {
  server = await startTestServer();
  seller = await signIn(server.url, TEST_ACCOUNTS.seller);
  other = await signIn(server.url, TEST_ACCOUNTS.otherSeller);
  buyer = await newBuyer(server);
});
afterAll(async () => {
  await server?.close();
});

const used = new Set<number>();

/**
 * A listing of the seller whose items are all free and were never reserved, not used before in
 * this file (with `single`, one of exactly one item); its first item.
 */
async function singleItemListing({ single = false } = {}): Promise<ItemForSale> {
  const rows = await server.db.query<ItemForSale>(
    `SELECT p.id_produit, min(s.id)::int AS id_sous_produit, p.id_vendeur,
            py.code_monnaie AS code_monnaie_vendeur, p.prix_unitaire, py.taux_change
       FROM produit p
       JOIN sous_produit s ON s.id_produit = p.id_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays py ON py.id_pays = u.id_pays
      WHERE p.id_vendeur = $1 AND p.a_vendre
        AND NOT EXISTS (SELECT 1 FROM payment_intent pi WHERE pi.id_produit = p.id_produit)
      GROUP BY p.id_produit, py.code_monnaie, py.taux_change
     HAVING (count(*) = 1 OR NOT $2::boolean) AND bool_and(s.etat = 'Disponible')
      ORDER BY count(*) DESC, p.id_produit`,
    [seller.id_user, single],
  );
  const item = rows.find((row) => !used.has(row.id_produit));
  if (!item) throw new Error('No single-item listing left');
  used.add(item.id_produit);
  return item;
}

async function mine(token = seller.token): Promise<SellerProduct[]> {
  const answer = await api<{ data: SellerProduct[] }>(server.url, 'ProduitController/list_mes_produits', {
    token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const listing = async (id: number) => (await mine()).find((product) => product.id_produit === id);

const update = (body: Record<string, unknown>, token = seller.token) =>
  api<{ data: SellerProduct; error?: string }>(server.url, 'ProduitController/update_mon_produit', {
    token,
    body,
  });
const withdraw = (id: number, token = seller.token) =>
  api<{ data: SellerProduct; error?: string }>(server.url, 'ProduitController/retirer_produit', {
    token,
    body: { id_produit: id },
  });

/** The seller's page as a shopper reads it. */
async function sellerPage(): Promise<Product[]> {
  const answer = await api<{ data: Product[] }>(
    server.url,
    `ProduitController/list_produit_by_Vendeur?id_vendeur=${seller.id_user}&limit=200`,
  );
  return answer.body.data;
}

describe('ProduitController/list_mes_produits', () => {
  it("lists the caller's own listings only, newest first, with price, currency and status", async () => {
    const products = await mine();
    const stored = await server.db.query<{ id_produit: number }>(
      'SELECT id_produit FROM produit WHERE id_vendeur = $1 ORDER BY created_at DESC, id_produit DESC',
      [seller.id_user],
    );
    expect(products.map((product) => product.id_produit)).toEqual(stored.map((row) => row.id_produit));
    // Seeded listings are verified: each is on sale, or sold once nothing of it is left.
    for (const product of products) {
      expect(product.code_monnaie).toBe('EUR');
      const sold = product.en_vente === 0 && product.reserves === 0;
      expect(product.statut, String(product.id_produit)).toBe(sold ? 'sold' : 'on_sale');
    }
    const others = await mine(other.token);
    expect(others.some((product) => stored.some((row) => row.id_produit === product.id_produit))).toBe(false);
  });

  it('pages through the list', async () => {
    const all = await mine();
    const second = await api<{ data: SellerProduct[] }>(
      server.url,
      'ProduitController/list_mes_produits?page=2&limit=2',
      { token: seller.token },
    );
    expect(second.body.data.map((product) => product.id_produit)).toEqual(
      all.slice(2, 4).map((product) => product.id_produit),
    );
  });

  it('needs a session', async () => {
    const answer = await api(server.url, 'ProduitController/list_mes_produits');
    expect(answer.status).toBe(401);
  });
});

describe('ProduitController/update_mon_produit', () => {
  it("changes the price and description: off sale and in staff's queue until they verify it, then lists, search and the product page show them", async () => {
    const item = await singleItemListing();
    // Read first, so the answer cache holds the old page.
    const before = (await sellerPage()).find((product) => product.id_produit === item.id_produit);
    expect(before?.prix_unitaire).toBe(item.prix_unitaire);

    const answer = await update({
      id_produit: item.id_produit,
      prix_unitaire: 1234.5,
      description: '  Cuir grainé zinzolin, porté une fois.  ',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      prix_unitaire: 1234.5,
      description: 'Cuir grainé zinzolin, porté une fois.',
      statut: 'awaiting_verification',
    });
    // What shoppers read waits for staff: the listing is off sale meanwhile.
    expect((await sellerPage()).map((product) => product.id_produit)).not.toContain(item.id_produit);
    const unchecked = await api(
      server.url,
      `ProduitController/get_produit_all?id_produit=${item.id_produit}`,
    );
    expect(unchecked.status).toBe(404);
    const staff = await staffSession(server);
    const queue = await api<{ data: { id_produit: number }[] }>(
      server.url,
      'ProduitController/list_a_verifier?limit=50',
      { token: staff.token },
    );
    expect(queue.body.data.map((listing) => listing.id_produit)).toContain(item.id_produit);
    await verifyListing(server, item.id_produit);

    const after = (await sellerPage()).find((product) => product.id_produit === item.id_produit);
    expect(after?.prix_unitaire).toBe(1234.5);
    const detail = await api<ProductDetail>(
      server.url,
      `ProduitController/get_produit_all?id_produit=${item.id_produit}`,
    );
    expect(detail.body.prix.prix).toBe(1234.5);
    const found = await api<{ data: Product[] }>(server.url, 'ProduitController/search_produit?q=zinzolin');
    expect(found.body.data.map((product) => product.id_produit)).toContain(item.id_produit);
  });

  it('refuses another user (403), an unknown product (404) and bad input (400), changing nothing', async () => {
    const item = await singleItemListing();
    const refused = await update({ id_produit: item.id_produit, prix_unitaire: 1 }, other.token);
    expect(refused.status).toBe(403);
    expect((await update({ id_produit: 2_000_000_000, prix_unitaire: 10 })).status).toBe(404);
    for (const body of [
      { id_produit: item.id_produit },
      { id_produit: item.id_produit, prix_unitaire: 0 },
      { id_produit: item.id_produit, prix_unitaire: -5 },
      { id_produit: item.id_produit, prix_unitaire: 12.345 },
      { id_produit: item.id_produit, prix_unitaire: 1_000_000.01 },
      { id_produit: item.id_produit, description: '   ' },
      { id_produit: item.id_produit, description: 'x'.repeat(2001) },
      { id_produit: 'abc', prix_unitaire: 10 },
    ]) {
      const answer = await update(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect((await listing(item.id_produit))?.prix_unitaire).toBe(item.prix_unitaire);
  });

  it('refuses decimals in a zero-decimal currency', async () => {
    const [yen] = await server.db.query<{ email: string }>(
      `SELECT u.email FROM utilisateur u JOIN pays py ON py.id_pays = u.id_pays
        WHERE py.code_monnaie = 'JPY' AND EXISTS (SELECT 1 FROM produit p WHERE p.id_vendeur = u.id_user
                                                   AND NOT EXISTS (SELECT 1 FROM sous_produit s
                                                                    WHERE s.id_produit = p.id_produit
                                                                      AND s.etat = 'Vendu'))
        LIMIT 1`,
    );
    expect(yen, 'a seeded seller in Japan').toBeDefined();
    const japanese = await signIn(server.url, (yen as { email: string }).email);
    const [product] = await mine(japanese.token);
    const answer = await update({ id_produit: product?.id_produit, prix_unitaire: 125000.5 }, japanese.token);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^prix_unitaire: whole JPY/);
    expect(
      (await update({ id_produit: product?.id_produit, prix_unitaire: 125000 }, japanese.token)).status,
    ).toBe(200);
  });
});

describe('listings staff check', () => {
  it('awaits verification until staff decide; refused, it says why and can no longer change (409)', async () => {
    const item = await singleItemListing();
    // As a new listing is: not verified yet.
    await server.db.query('UPDATE produit SET verifie_le = NULL WHERE id_produit = $1', [item.id_produit]);
    expect(await listing(item.id_produit)).toMatchObject({ statut: 'awaiting_verification', reserves: 0 });
    const staff = await staffSession(server);
    const refused = await api(server.url, 'ProduitController/verifier_produit', {
      token: staff.token,
      body: { id_produit: item.id_produit, decision: 'refuse', motif: 'Photos floues.' },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(await listing(item.id_produit)).toMatchObject({
      statut: 'refused',
      refus_motif: 'Photos floues.',
    });
    expect((await sellerPage()).map((product) => product.id_produit)).not.toContain(item.id_produit);
    expect((await update({ id_produit: item.id_produit, prix_unitaire: 10 })).status).toBe(409);
    expect((await withdraw(item.id_produit)).status).toBe(409);
  });
});

describe('reserved and sold listings', () => {
  it("is reserved while a buyer's checkout holds its item: price, description and withdrawal wait (409)", async () => {
    const item = await singleItemListing();
    const created = await createIntents(server, buyer.token, await intentBody(server, buyer, [item]));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await listing(item.id_produit)).toMatchObject({ statut: 'reserved', reserves: 1 });
    expect((await update({ id_produit: item.id_produit, prix_unitaire: 10 })).status).toBe(409);
    expect((await withdraw(item.id_produit)).status).toBe(409);
    // The buyer is paying for the listing as they read it: a new text would also take it off sale.
    expect((await update({ id_produit: item.id_produit, description: 'Housse fournie.' })).status).toBe(409);
    const kept = await listing(item.id_produit);
    expect(kept?.statut).toBe('reserved');
    expect(kept?.description).not.toBe('Housse fournie.');
  });

  it('is sold once paid: nothing of it changes any more (409), and the order stands', async () => {
    const item = await singleItemListing({ single: true });
    await buy(server, await newBuyer(server), item);
    expect(await listing(item.id_produit)).toMatchObject({ statut: 'sold', vendus: 1, en_vente: 0 });
    const price = await update({ id_produit: item.id_produit, prix_unitaire: 10 });
    expect(price.status).toBe(409);
    expect(price.body.error).toMatch(/sold/);
    expect((await withdraw(item.id_produit)).status).toBe(409);
  });
});

describe('ProduitController/retirer_produit', () => {
  it('takes the listing off sale: out of every list, search, related and seller page; its page says so', async () => {
    const item = await singleItemListing();
    const [words] = await server.db.query<{ modele: string; id_marque: number }>(
      'SELECT modele, id_marque FROM produit WHERE id_produit = $1',
      [item.id_produit],
    );
    // A buyer has it in their cart before it goes.
    const cartBuyer = await newBuyer(server);
    const added = await api(server.url, 'PanierController/add_panier', {
      token: cartBuyer.token,
      body: {
        id_user: cartBuyer.id_user,
        id_produit: item.id_produit,
        id_sous_produit: item.id_sous_produit,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const liked = await api(server.url, 'WishlistController/toggle_wishlist', {
      token: cartBuyer.token,
      body: { id_user: cartBuyer.id_user, id_produit: item.id_produit },
    });
    expect(liked.status, JSON.stringify(liked.body)).toBe(200);
    expect((await sellerPage()).map((product) => product.id_produit)).toContain(item.id_produit);
    const counts = async () => {
      const brands = await api<{ data: { id_marque: number; nombre_produit: number }[] }>(
        server.url,
        'ProduitController/list_MarqueHavingProduit',
      );
      const card = await api<{ data: { nombre_produit: number } }>(
        server.url,
        `ProfileController/get_vendeur?id_vendeur=${seller.id_user}`,
      );
      return {
        brand: brands.body.data.find((brand) => brand.id_marque === words?.id_marque)?.nombre_produit ?? 0,
        shop: card.body.data.nombre_produit,
      };
    };
    const before = await counts();

    const answer = await withdraw(item.id_produit);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ statut: 'withdrawn', retire_le: expect.any(String) });
    expect(await listing(item.id_produit)).toMatchObject({ statut: 'withdrawn' });

    // The brand and the shop count what they show.
    expect(await counts()).toEqual({ brand: before.brand - 1, shop: before.shop - 1 });
    // A favourite stays a favourite, shown with nothing left to buy.
    const favourites = await api<{ data: Product[] }>(
      server.url,
      `WishlistController/get_wishlist_byiduser?id_user=${cartBuyer.id_user}`,
      { token: cartBuyer.token },
    );
    expect(favourites.body.data.find((product) => product.id_produit === item.id_produit)?.qte_produit).toBe(
      0,
    );

    const ids = (products: Product[] | string) =>
      typeof products === 'string' ? [] : products.map((product) => product.id_produit);
    expect(ids(await sellerPage())).not.toContain(item.id_produit);
    const lists = [
      'ProduitController/list_produitavecVendeur?limit=200',
      'ProduitController/list_produit?limit=200',
      `ProduitController/recherche_filtre?id_marque=${words?.id_marque}&limit=200`,
      `ProduitController/search_produit?q=${encodeURIComponent(words?.modele ?? '')}&limit=200`,
    ];
    for (const path of lists) {
      const list = await api<{ data: Product[] | string }>(server.url, path);
      expect(ids(list.body.data), path).not.toContain(item.id_produit);
    }
    const neighbours = await server.db.query<{ id_produit: number }>(
      'SELECT id_produit FROM produit WHERE id_marque = $1 AND id_produit <> $2 LIMIT 3',
      [words?.id_marque, item.id_produit],
    );
    for (const { id_produit } of neighbours) {
      const related = await api<{ data: Product[] }>(
        server.url,
        `ProduitController/list_produit_will_like_too?id_produit=${id_produit}`,
      );
      expect(ids(related.body.data)).not.toContain(item.id_produit);
    }

    const detail = await api<ProductDetail>(
      server.url,
      `ProduitController/get_produit_all?id_produit=${item.id_produit}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ retire: true, qte_produit: 0 });
    expect(detail.body.details.sous_produit.every((variant) => variant.etat === 'Vendu')).toBe(true);

    const cart = await api<{ data: CartLine[] }>(
      server.url,
      `PanierController/list_panier_byiduser?id_user=${cartBuyer.id_user}`,
      { token: cartBuyer.token },
    );
    expect(cart.body.data.find((line) => line.id_produit === item.id_produit)).toMatchObject({
      etat: 'Vendu',
      retire: true,
    });
    const checkout = await createIntents(
      server,
      cartBuyer.token,
      await intentBody(server, cartBuyer, [item]),
    );
    expect(checkout.status).toBe(409);

    // Withdrawn is for good: no more corrections.
    expect((await update({ id_produit: item.id_produit, prix_unitaire: 10 })).status).toBe(409);
  });

  it('refuses another user (403) and an unknown product (404), changing nothing', async () => {
    const item = (await mine()).find((product) => product.statut === 'on_sale') as SellerProduct;
    expect((await withdraw(item.id_produit, other.token)).status).toBe(403);
    expect((await withdraw(2_000_000_000)).status).toBe(404);
    expect((await withdraw(item.id_produit, '')).status).toBe(401);
    expect((await listing(item.id_produit))?.statut).toBe('on_sale');
  });
});
