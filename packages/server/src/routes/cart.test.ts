/**
 * The cart (spec §7 PanierController) through HTTP against a real server: what a buyer sees in
 * their cart, which items they may add, and that nobody reads or empties another buyer's cart.
 */
import { CartLineSchema, type Session } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

const JAPANESE_SELLER = 'ginzatreasure@sellers.vitrine.dev';
const MINUTE = 60_000;

let server: RunningServer;
let clock = new Date();
let buyer: Session;
let otherBuyer: Session;
let seller: Session;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  [buyer, otherBuyer, seller] = await Promise.all([
    signIn(server.url, TEST_ACCOUNTS.buyer),
    signIn(server.url, TEST_ACCOUNTS.otherSeller),
    signIn(server.url, TEST_ACCOUNTS.seller),
  ]);
});
afterAll(() => server?.close());

interface Item {
  id_produit: number;
  id_sous_produit: number;
}
type Line = z.infer<typeof CartLineSchema>;
type Body = { data: Line[]; success?: boolean; error?: string; reserved_until?: string };

/** Variants handed out so far, so every test works on items no other test touched. */
const used: number[] = [];

/** A variant of the seller's still for sale, not used by another test. */
async function itemOf(sellerEmail: string, etat: 'Disponible' | 'Vendu' = 'Disponible'): Promise<Item> {
  const [item] = await server.db.query<Item>(
    `SELECT s.id_produit, s.id AS id_sous_produit
       FROM sous_produit s
       JOIN produit p ON p.id_produit = s.id_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur
      WHERE lower(u.email) = $1 AND s.etat = $2 AND NOT (s.id = ANY($3::int[]))
      ORDER BY s.id LIMIT 1`,
    [sellerEmail, etat, used],
  );
  if (!item) throw new Error(`No ${etat} item left for ${sellerEmail}`);
  used.push(item.id_sous_produit);
  return item;
}

const listCart = (session: Session, query = '') =>
  api<Body>(server.url, `PanierController/list_panier_byiduser${query}`, { token: session.token });

const addToCart = (session: Session, body: object) =>
  api<Body>(server.url, 'PanierController/add_panier', { token: session.token, body });

const removeFromCart = (session: Session, query: object) =>
  api<Body>(
    server.url,
    `PanierController/delete_oneitem_panier?${new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    )}`,
    { token: session.token },
  );

const linesIn = async (session: Session) =>
  (await listCart(session)).body.data.map((line) => line.id_sous_produit);

/** Another buyer's payment in progress holding the item until `expiresAt` (what checkout writes). */
async function reserve(idBuyer: number, item: Item, expiresAt: Date): Promise<void> {
  const [address] = await server.db.query<{ id: number }>(
    `INSERT INTO adresse_livraison
            (id_user, nom, id_pays, adresse, complement, ville, region_etat, code_postal, telephone)
     SELECT $1, 'Rossi', id_pays, 'Via Roma 1', 'Scala B', 'Roma', 'Lazio', '00100', '+39 06 0000000'
       FROM pays WHERE alpha2 = 'IT'
     RETURNING id_adresse_livraison AS id`,
    [idBuyer],
  );
  const intent = `pi_test_${item.id_sous_produit}`;
  await server.db.query(
    `INSERT INTO payment_intent (id, client_secret, idempotency_key, provider, id_user, id_vendeur, id_produit,
                                 id_sous_produit, id_adresse_livraison, amount, currency, amount_vendeur,
                                 currency_vendeur, status, expires_at)
     SELECT $1, $1 || '_secret', $1, 'sandbox', $2, p.id_vendeur, p.id_produit, $3, $4, 100000, 'EUR', 100000,
            'EUR', 'pending', $5
       FROM produit p WHERE p.id_produit = $6`,
    [intent, idBuyer, item.id_sous_produit, address?.id, expiresAt.toISOString(), item.id_produit],
  );
}

describe('PanierController/list_panier_byiduser', () => {
  it("answers the caller's lines, oldest first, with the seller's price, currency and country", async () => {
    const japanese = await itemOf(JAPANESE_SELLER);
    const french = await itemOf(TEST_ACCOUNTS.seller);
    expect((await addToCart(buyer, japanese)).body).toEqual({ success: true });
    expect((await addToCart(buyer, french)).body).toEqual({ success: true });

    const { status, body } = await listCart(buyer);
    expect(status).toBe(200);
    expect(body.data.map((line) => line.id_sous_produit)).toEqual([
      japanese.id_sous_produit,
      french.id_sous_produit,
    ]);
    for (const line of body.data) expect(z.safeParse(CartLineSchema, line).success).toBe(true);

    const [stored] = await server.db.query<Record<string, unknown>>(
      `SELECT p.prix_unitaire, p.id_vendeur, t.valeur_taille, t.taille_us, co.code_hexa, m.nom_marque,
              COALESCE((SELECT tr.modele FROM produit_texte tr WHERE tr.id_produit = p.id_produit AND tr.langue = 'fr'),
                       p.modele) AS modele
         FROM sous_produit s JOIN produit p ON p.id_produit = s.id_produit
         JOIN taille t ON t.id_taille = s.id_taille JOIN couleur co ON co.id_couleur = s.id_couleur
         JOIN marque m ON m.id_marque = p.id_marque
        WHERE s.id = $1`,
      [japanese.id_sous_produit],
    );
    expect(body.data[0]).toMatchObject({
      ...japanese,
      id_vendeur: stored?.id_vendeur,
      prix_unitaire: stored?.prix_unitaire,
      valeur_taille_original: stored?.valeur_taille,
      taille_us: stored?.taille_us,
      code_hexa: stored?.code_hexa,
      marque_produit: stored?.nom_marque,
      modele_produit: stored?.modele,
      taux_change_vendeur: 180,
      code_monnaie_vendeur: 'JPY',
      pseudo_profile: 'GinzaTreasure',
      expedition_fr: 'Japon',
      expedition_en: 'Japan',
      expedition_it: 'Giappone',
      expedition_jp: '日本',
      expedition_ru: 'Япония',
      etat: 'Disponible',
    });
    expect(body.data[0]?.image_produit).not.toBe('');
    expect(body.data[1]).toMatchObject({ code_monnaie_vendeur: 'EUR', expedition_fr: 'France' });
  });

  it("names each line's colour in the five languages", async () => {
    const item = await itemOf(JAPANESE_SELLER);
    await addToCart(buyer, item);
    const { body } = await listCart(buyer);
    const line = body.data.find((entry) => entry.id_sous_produit === item.id_sous_produit);
    const [colour] = await server.db.query<Record<string, string>>(
      `SELECT co.nom_couleur_fr, co.nom_couleur_uk, co.nom_couleur_it, co.nom_couleur_jp, co.nom_couleur_ru
         FROM sous_produit s JOIN couleur co ON co.id_couleur = s.id_couleur WHERE s.id = $1`,
      [item.id_sous_produit],
    );
    expect(line).toMatchObject({
      nom_couleur_fr: colour?.nom_couleur_fr,
      nom_couleur_en: colour?.nom_couleur_uk,
      nom_couleur_it: colour?.nom_couleur_it,
      nom_couleur_jp: colour?.nom_couleur_jp,
      nom_couleur_ru: colour?.nom_couleur_ru,
    });
    expect(line?.nom_couleur_jp).not.toBe(line?.nom_couleur_fr);
  });

  it('keeps a line whose item was sold to someone else meanwhile, marked Vendu', async () => {
    const item = await itemOf(TEST_ACCOUNTS.seller);
    await addToCart(buyer, item);
    await server.db.query(`UPDATE sous_produit SET etat = 'Vendu' WHERE id = $1`, [item.id_sous_produit]);

    const line = (await listCart(buyer)).body.data.find((l) => l.id_sous_produit === item.id_sous_produit);
    expect(line?.etat).toBe('Vendu');
  });

  it('answers 401 without a valid token, 403 for another user, 400 for a malformed id', async () => {
    const anonymous = await api<Body>(server.url, 'PanierController/list_panier_byiduser');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toEqual(expect.any(String));
    const badToken = await api(server.url, 'PanierController/list_panier_byiduser', {
      token: 'x'.repeat(43),
    });
    expect(badToken.status).toBe(401);
    const own = await listCart(buyer, `?id_user=${buyer.id_user}`);
    expect(own.status).toBe(200);
    const other = await listCart(otherBuyer, `?id_user=${buyer.id_user}`);
    expect(other.status).toBe(403);
    expect(other.body.error).toMatch(/id_user/);
    for (const id of ['abc', '-1', '0', '2147483648', "1' OR 1=1 --"]) {
      const bad = await listCart(buyer, `?id_user=${encodeURIComponent(id)}`);
      expect(bad.status, id).toBe(400);
      expect(bad.body.error, id).toMatch(/id_user/);
    }
  });
});

describe('PanierController/add_panier', () => {
  it('keeps one line when the same item is added twice', async () => {
    const item = await itemOf('madisonavenueresale@sellers.vitrine.dev');
    expect((await addToCart(buyer, item)).status).toBe(200);
    const again = await addToCart(buyer, { ...item, id_user: buyer.id_user });
    expect(again).toEqual({ status: 200, body: { success: true } });
    const rows = await server.db.query('SELECT 1 FROM panier WHERE id_user = $1 AND id_sous_produit = $2', [
      buyer.id_user,
      item.id_sous_produit,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a sold item with 409', async () => {
    const sold = await itemOf(JAPANESE_SELLER, 'Vendu');
    const { status, body } = await addToCart(buyer, sold);
    expect(status).toBe(409);
    expect(body.error).toBe('This item has just been sold.');
    expect(await linesIn(buyer)).not.toContain(sold.id_sous_produit);
  });

  it("refuses an item another buyer's payment holds, until that reservation expires", async () => {
    const item = await itemOf(JAPANESE_SELLER);
    const expiresAt = new Date(clock.getTime() + 10 * MINUTE);
    await reserve(otherBuyer.id_user, item, expiresAt);

    const held = await addToCart(buyer, item);
    expect(held.status).toBe(409);
    expect(held.body.error).toMatch(/another buyer/i);
    expect(held.body.reserved_until).toBe(expiresAt.toISOString());
    expect(await linesIn(buyer)).not.toContain(item.id_sous_produit);

    // The buyer paying for it is not kept from their own cart.
    expect((await addToCart(otherBuyer, item)).status).toBe(200);

    clock = new Date(expiresAt.getTime() + MINUTE);
    expect(await addToCart(buyer, item)).toEqual({ status: 200, body: { success: true } });
    expect(await linesIn(buyer)).toContain(item.id_sous_produit);
  });

  it("refuses the seller's own item", async () => {
    const own = await itemOf(TEST_ACCOUNTS.seller);
    const { status, body } = await addToCart(seller, own);
    expect(status).toBe(403);
    expect(body.error).toBe('You cannot buy your own item.');
    expect(await linesIn(seller)).not.toContain(own.id_sous_produit);
  });

  it('answers 404 for an unknown product or item, or an item of another product', async () => {
    const item = await itemOf(TEST_ACCOUNTS.otherSeller);
    const elsewhere = await itemOf(TEST_ACCOUNTS.thirdSeller);

    const unknownItem = await addToCart(buyer, { id_produit: item.id_produit, id_sous_produit: 2147483647 });
    expect(unknownItem.status).toBe(404);
    expect(unknownItem.body.error).toBe(`Product ${item.id_produit} has no item 2147483647.`);

    const unknownProduct = await addToCart(buyer, { id_produit: 2147483647, id_sous_produit: 1 });
    expect(unknownProduct.status).toBe(404);
    expect(unknownProduct.body.error).toBe('No product with the id 2147483647.');

    const mismatch = await addToCart(buyer, {
      id_produit: item.id_produit,
      id_sous_produit: elsewhere.id_sous_produit,
    });
    expect(mismatch.status).toBe(404);
    expect(await linesIn(buyer)).not.toContain(elsewhere.id_sous_produit);
  });

  it('answers 400 for missing or malformed ids', async () => {
    const item = await itemOf(TEST_ACCOUNTS.otherSeller);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ id_produit: item.id_produit }, /id_sous_produit/],
      [{ id_sous_produit: item.id_sous_produit }, /id_produit/],
      [{ ...item, id_produit: 'abc' }, /id_produit/],
      [{ ...item, id_produit: -1 }, /id_produit/],
      [{ ...item, id_produit: 1.5 }, /id_produit/],
      [{ ...item, id_sous_produit: "1' OR 1=1 --" }, /id_sous_produit/],
      [{ ...item, id_sous_produit: 'x'.repeat(10_000) }, /id_sous_produit/],
      [{ ...item, id_sous_produit: 2147483648 }, /id_sous_produit/],
    ];
    for (const [body, field] of cases) {
      const answer = await addToCart(buyer, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error).toMatch(field);
    }
    expect(await linesIn(buyer)).not.toContain(item.id_sous_produit);
  });

  it('answers 401 without a token', async () => {
    const item = await itemOf(TEST_ACCOUNTS.otherSeller);
    const anonymous = await api<Body>(server.url, 'PanierController/add_panier', { body: item });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toEqual(expect.any(String));
  });
});

describe('PanierController/delete_oneitem_panier', () => {
  it("removes the caller's line, and succeeds again when it is already gone", async () => {
    const item = await itemOf(TEST_ACCOUNTS.thirdSeller);
    await addToCart(buyer, item);
    expect(await linesIn(buyer)).toContain(item.id_sous_produit);

    expect(await removeFromCart(buyer, { ...item, id_user: buyer.id_user })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await linesIn(buyer)).not.toContain(item.id_sous_produit);
    expect(await removeFromCart(buyer, item)).toEqual({ status: 200, body: { success: true } });
  });

  it('answers 400 for malformed ids and 401 without a token', async () => {
    const item = await itemOf(TEST_ACCOUNTS.thirdSeller);
    for (const [field, value] of [
      ['id_produit', '-1'],
      ['id_produit', 'abc'],
      ['id_sous_produit', "1' OR 1=1 --"],
      ['id_sous_produit', 'x'.repeat(10_000)],
    ] as const) {
      const answer = await removeFromCart(buyer, { ...item, [field]: value });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error).toMatch(field);
    }
    const missing = await removeFromCart(buyer, { id_produit: item.id_produit });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/id_sous_produit/);
    const anonymous = await api<Body>(
      server.url,
      `PanierController/delete_oneitem_panier?id_produit=${item.id_produit}&id_sous_produit=${item.id_sous_produit}`,
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('cart isolation', () => {
  it("never shows or deletes one buyer's lines for another", async () => {
    const item = await itemOf(TEST_ACCOUNTS.thirdSeller);
    await addToCart(buyer, item);

    expect(await linesIn(otherBuyer)).not.toContain(item.id_sous_produit);
    const peek = await listCart(otherBuyer, `?id_user=${buyer.id_user}`);
    expect(peek.status).toBe(403);
    expect(peek.body).not.toHaveProperty('data');

    const deleteTheirs = await removeFromCart(otherBuyer, { ...item, id_user: buyer.id_user });
    expect(deleteTheirs.status).toBe(403);
    const addToTheirs = await addToCart(otherBuyer, { ...item, id_user: buyer.id_user });
    expect(addToTheirs.status).toBe(403);

    // Deleting "the same item" from one's own cart leaves the other buyer's line alone.
    expect((await removeFromCart(otherBuyer, item)).status).toBe(200);
    expect(await linesIn(buyer)).toContain(item.id_sous_produit);
  });
});
