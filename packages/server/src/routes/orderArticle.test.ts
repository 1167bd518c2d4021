/**
 * The order keeps what was sold: the listing as it stood at payment, in every language, with its
 * photos, condition, size, colour and price. Through HTTP against the real server: what the buyer,
 * the seller and staff read on the order after the listing changed, and the edits a sold listing
 * refuses.
 */
import { type CartLine, type Order, type SellerProduct, slugify } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { type Buyer, buy, type ItemForSale, newBuyer } from '../testing/checkoutFixtures.js';
import { verifyListing } from '../testing/listingReview.js';
import { anyItem, orderIn, staffSession } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let seller: { token: string; id_user: number };
let staff: { token: string; id_user: number };
let buyer: Buyer;

beforeAll(async () => {
  server = await startTestServer();
  seller = await signIn(server.url, TEST_ACCOUNTS.seller);
  staff = await staffSession(server);
  buyer = await newBuyer(server);
});
afterAll(async () => {
  await server?.close();
});

/**
 * A listing of the seeded seller on sale (verified, listed), written in French, with at least two
 * free items; its first item.
 */
async function listingWithItemsLeft(): Promise<ItemForSale> {
  const [item] = await server.db.query<ItemForSale>(
    `SELECT p.id_produit, min(s.id)::int AS id_sous_produit, p.id_vendeur,
            py.code_monnaie AS code_monnaie_vendeur, p.prix_unitaire, py.taux_change
       FROM produit p
       JOIN sous_produit s ON s.id_produit = p.id_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays py ON py.id_pays = u.id_pays
      WHERE p.id_vendeur = $1 AND p.a_vendre AND p.langue = 'fr'
        AND NOT EXISTS (SELECT 1 FROM payment_intent pi WHERE pi.id_produit = p.id_produit)
      GROUP BY p.id_produit, py.code_monnaie, py.taux_change
     HAVING count(*) >= 2 AND bool_and(s.etat = 'Disponible')
      ORDER BY p.id_produit
      LIMIT 1`,
    [seller.id_user],
  );
  if (!item) throw new Error('No listing with two free items left');
  return item;
}

const orderOf = async (token: string, id: number, langue: string) => {
  const answer = await api<{ data: Order[] }>(
    server.url,
    `CommandeController/get_commande_byidcommande?id_commande=${id}&langue=${langue}`,
    { token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data[0] as Order;
};

const listed = async (token: string, path: string, id: number) => {
  const answer = await api<{ data: Order[] }>(server.url, `CommandeController/${path}?langue=en&limit=100`, {
    token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.find((order) => order.id_commande === id);
};

/** Rewrites the listing under the order by hand, photos and all, as no endpoint may. */
async function rewriteListing(idProduit: number): Promise<void> {
  await server.db.query(
    `UPDATE produit SET description = 'replica, no papers', modele = 'Copy', etat_produit = 'occasion',
                        prix_unitaire = prix_unitaire * 100 WHERE id_produit = $1`,
    [idProduit],
  );
  await server.db.query(
    `UPDATE produit_texte SET description = 'replica, no papers', modele = 'Copy' WHERE id_produit = $1`,
    [idProduit],
  );
  await server.db.query('DELETE FROM image_produit WHERE id_produit = $1', [idProduit]);
  await server.db.query(
    `INSERT INTO image_produit (id_produit, rang, link_image) VALUES ($1, 1, '/media/uploads/other.webp')`,
    [idProduit],
  );
}

describe('The order keeps what was sold', () => {
  it('shows buyer, seller and staff the listing as paid for, in each language, whatever it becomes', async () => {
    const item = await listingWithItemsLeft();
    // An English translation before the sale: the order keeps it too.
    const translated = await api(server.url, 'ProduitController/set_produit_texte', {
      token: seller.token,
      body: {
        id_produit: item.id_produit,
        langue: 'en',
        modele: 'Kelly bag 28',
        description: 'Box leather, gold hardware, full set.',
      },
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    // New texts send the listing back to staff: it is on sale again once they verify it.
    await verifyListing(server, item.id_produit);
    const [before] = await server.db.query<{ description: string; modele: string; photos: string[] }>(
      `SELECT p.description, p.modele,
              ARRAY(SELECT link_image FROM image_produit i WHERE i.id_produit = p.id_produit ORDER BY rang) AS photos
         FROM produit p WHERE p.id_produit = $1`,
      [item.id_produit],
    );
    await buy(server, buyer, item);
    const [row] = await server.db.query<{ id_commande: number }>(
      'SELECT id_commande FROM commande WHERE id_sous_produit = $1',
      [item.id_sous_produit],
    );
    const id = (row as { id_commande: number }).id_commande;
    const paid = await orderOf(buyer.token, id, 'fr');
    expect(paid.description).toBe(before?.description);
    expect(paid.photos).toEqual(before?.photos);

    await rewriteListing(item.id_produit);

    for (const token of [buyer.token, seller.token, staff.token]) {
      const fr = await orderOf(token, id, 'fr');
      expect(fr).toMatchObject({
        modele: before?.modele,
        description: before?.description,
        langue_texte: 'fr',
        etat_produit: paid.etat_produit,
        prix_unitaire: paid.prix_unitaire,
        link_image_pple: before?.photos[0],
      });
      expect(fr.photos).toEqual(before?.photos);
      const en = await orderOf(token, id, 'en');
      expect(en).toMatchObject({
        modele: 'Kelly bag 28',
        description: 'Box leather, gold hardware, full set.',
        langue_texte: 'en',
      });
    }
    expect(await listed(buyer.token, 'filterCommandeByIdUser', id)).toMatchObject({
      modele: 'Kelly bag 28',
      photos: before?.photos,
    });
    expect(await listed(seller.token, 'filterCommandeByIdVendeur', id)).toMatchObject({
      modele: 'Kelly bag 28',
      photos: before?.photos,
    });
  });

  it("shows staff a disputed order's piece as it was sold", async () => {
    const order = await orderIn(server, 'disputed', { item: await anyItem(server, [TEST_ACCOUNTS.seller]) });
    const before = await listed(staff.token, 'list_litiges', order.id_commande);
    expect(before).toBeDefined();
    await rewriteListing(order.item.id_produit);
    const after = await listed(staff.token, 'list_litiges', order.id_commande);
    expect(after).toMatchObject({
      modele: before?.modele,
      description: before?.description,
      photos: before?.photos,
      etat_produit: before?.etat_produit,
    });
    expect(after?.photos).not.toContain('/media/uploads/other.webp');
  });
});

describe('The photo of the colour bought', () => {
  it('shows in the cart line and on the order, and the line links to the page in its language', async () => {
    // A listing of the seeded seller in two colours, photographed in each, with a free item of
    // the colour whose photos come second: its first photo is not the listing's.
    const [item] = await server.db.query<ItemForSale & { photo: string; first: string }>(
      `SELECT p.id_produit, s.id AS id_sous_produit, p.id_vendeur, py.code_monnaie AS code_monnaie_vendeur,
              p.prix_unitaire, py.taux_change,
              (SELECT i.link_image FROM image_produit i WHERE i.id_produit = p.id_produit AND i.id_couleur = s.id_couleur
                ORDER BY i.rang LIMIT 1) AS photo,
              (SELECT i.link_image FROM image_produit i WHERE i.id_produit = p.id_produit ORDER BY i.rang LIMIT 1) AS first
         FROM produit p
         JOIN sous_produit s ON s.id_produit = p.id_produit AND s.etat = 'Disponible'
         JOIN utilisateur u ON u.id_user = p.id_vendeur
         JOIN pays py ON py.id_pays = u.id_pays
        WHERE p.id_vendeur = $1 AND p.a_vendre
          AND NOT EXISTS (SELECT 1 FROM payment_intent pi WHERE pi.id_produit = p.id_produit)
          AND s.id_couleur <> (SELECT i.id_couleur FROM image_produit i WHERE i.id_produit = p.id_produit
                                ORDER BY i.rang LIMIT 1)
        ORDER BY p.id_produit, s.id LIMIT 1`,
      [seller.id_user],
    );
    if (!item) throw new Error('No seeded listing in two colours with a free item of its second');
    expect(item.photo).toBeTruthy();
    expect(item.photo).not.toBe(item.first);

    const added = await api(server.url, 'PanierController/add_panier', {
      token: buyer.token,
      body: { id_produit: item.id_produit, id_sous_produit: item.id_sous_produit },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = await api<{ data: CartLine[] }>(
      server.url,
      'PanierController/list_panier_byiduser?langue=it',
      {
        token: buyer.token,
      },
    );
    const line = cart.body.data.find((entry) => entry.id_sous_produit === item.id_sous_produit);
    const [category] = await server.db.query<{ nom_it: string }>(
      'SELECT c.nom_it FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie WHERE p.id_produit = $1',
      [item.id_produit],
    );
    expect(line).toMatchObject({
      image_produit: item.photo,
      categorie_slug: slugify(category?.nom_it ?? ''),
    });

    await buy(server, buyer, item);
    const [row] = await server.db.query<{ id_commande: number }>(
      'SELECT id_commande FROM commande WHERE id_sous_produit = $1',
      [item.id_sous_produit],
    );
    const id = (row as { id_commande: number }).id_commande;
    for (const token of [buyer.token, seller.token, staff.token])
      expect((await orderOf(token, id, 'fr')).link_image_pple).toBe(item.photo);
  });
});

describe('A sold listing keeps its texts', () => {
  it('refuses a new description or translation once an item is sold, and still takes a new price for the rest', async () => {
    const item = await listingWithItemsLeft();
    await buy(server, await newBuyer(server), item);

    const described = await api<{ error?: string }>(server.url, 'ProduitController/update_mon_produit', {
      token: seller.token,
      body: { id_produit: item.id_produit, description: 'replica, no papers' },
    });
    expect(described.status).toBe(409);
    expect(described.body.error).toMatch(/sold: its texts and photos stay as its buyer bought them/);

    const translated = await api<{ error?: string }>(server.url, 'ProduitController/set_produit_texte', {
      token: seller.token,
      body: { id_produit: item.id_produit, langue: 'it', modele: 'Copia', description: 'replica, no papers' },
    });
    expect(translated.status).toBe(409);
    expect(translated.body.error).toMatch(/texts and photos stay as its buyer bought them/);
    const rewritten = await server.db.query(
      `SELECT 1 FROM produit p LEFT JOIN produit_texte t ON t.id_produit = p.id_produit
        WHERE p.id_produit = $1 AND 'replica, no papers' IN (p.description, t.description)`,
      [item.id_produit],
    );
    expect(rewritten).toEqual([]);

    // The items left are for sale at a price of the seller's choosing; the order keeps its own.
    const repriced = await api<{ data: SellerProduct }>(server.url, 'ProduitController/update_mon_produit', {
      token: seller.token,
      body: { id_produit: item.id_produit, prix_unitaire: item.prix_unitaire + 10 },
    });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    // A new price sends the listing back to staff, as any change does.
    expect(repriced.body.data.statut).toBe('awaiting_verification');
    const [order] = await server.db.query<{ prix_unitaire: number }>(
      'SELECT prix_unitaire FROM commande WHERE id_sous_produit = $1',
      [item.id_sous_produit],
    );
    expect(Number(order?.prix_unitaire)).toBe(item.prix_unitaire);
  });
});
