/**
 * Orders and delivery addresses (spec §7 CommandeController, AdresseController) through HTTP
 * against a real server: who may read an order, the purchase and sale lists, and the address
 * of checkout step 1. Orders are written by payments; here a helper writes them as it does.
 */
import { LastAddressSchema, OrderSchema, type Session } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { orderArticleOf } from '../db/queries/orderArticle.js';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let buyer: Session;
let seller: Session;
let stranger: Session;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller, stranger] = await Promise.all([
    signIn(server.url, TEST_ACCOUNTS.buyer),
    signIn(server.url, TEST_ACCOUNTS.seller),
    signIn(server.url, TEST_ACCOUNTS.otherSeller),
  ]);
});
afterAll(() => server?.close());

type Order = z.infer<typeof OrderSchema>;
type Address = z.infer<typeof LastAddressSchema>;
type Body = { data: Order[]; error?: string };
type AddressBody = { data: Address | null; error?: string };

let orderCount = 0;

/**
 * What a succeeded checkout leaves behind for one item of the seller: the buyer's delivery
 * address, a succeeded payment intent, the order, and the item marked sold.
 */
async function createOrder(
  idBuyer: number,
  sellerEmail: string,
  createdAt: Date,
): Promise<{ id_commande: number; id_sous_produit: number; id_produit: number }> {
  orderCount += 1;
  const [item] = await server.db.query<{ id_produit: number; id_sous_produit: number; id_vendeur: number }>(
    `SELECT s.id_produit, s.id AS id_sous_produit, p.id_vendeur
       FROM sous_produit s JOIN produit p ON p.id_produit = s.id_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur
      WHERE lower(u.email) = $1 AND s.etat = 'Disponible'
      ORDER BY s.id LIMIT 1`,
    [sellerEmail],
  );
  if (!item) throw new Error(`No item left for ${sellerEmail}`);
  const [address] = await server.db.query<{ id: number }>(
    `INSERT INTO adresse_livraison
            (id_user, prenom, nom, id_pays, adresse, complement, ville, region_etat, code_postal, telephone,
             created_at)
     SELECT $1, 'Claire', 'Martin', id_pays, $2, 'Bâtiment B', 'Lyon', 'Rhône', '69002', '+33 6 00 00 00 00', $3
       FROM pays WHERE alpha2 = 'FR'
     RETURNING id_adresse_livraison AS id`,
    [idBuyer, `${orderCount} rue de la République`, createdAt.toISOString()],
  );
  const intent = `pi_order_${orderCount}`;
  await server.db.query(
    `INSERT INTO payment_intent (id, client_secret, idempotency_key, provider, id_user, id_vendeur, id_produit,
                                 id_sous_produit, id_adresse_livraison, amount, currency, amount_vendeur,
                                 currency_vendeur, status, expires_at)
     SELECT $1, $1 || '_secret', $1, 'sandbox', $2, p.id_vendeur, p.id_produit, $3, $4,
            round(p.prix_unitaire * 100), 'EUR', round(p.prix_unitaire * 100), 'EUR', 'succeeded', $5
       FROM produit p WHERE p.id_produit = $6`,
    [intent, idBuyer, item.id_sous_produit, address?.id, createdAt.toISOString(), item.id_produit],
  );
  const [order] = await server.db.query<{ id_commande: number }>(
    `INSERT INTO commande (id_user, id_vendeur, id_produit, id_sous_produit, id_payment_intent,
                           id_adresse_livraison, prix_unitaire, montant_paye, devise_paye, created_at, article)
     SELECT $1, p.id_vendeur, p.id_produit, $2, $3, $4, p.prix_unitaire, round(p.prix_unitaire * 100), 'EUR', $5,
            ${orderArticleOf('$6::int', '$2::int')}
       FROM produit p WHERE p.id_produit = $6
     RETURNING id_commande`,
    [idBuyer, item.id_sous_produit, intent, address?.id, createdAt.toISOString(), item.id_produit],
  );
  await server.db.query(`UPDATE sous_produit SET etat = 'Vendu' WHERE id = $1`, [item.id_sous_produit]);
  return { id_commande: order?.id_commande as number, ...item };
}

const getOrder = (session: Session | null, id: string | number) =>
  api<Body>(
    server.url,
    `CommandeController/get_commande_byidcommande?id_commande=${encodeURIComponent(id)}`,
    {
      token: session?.token,
    },
  );

const purchases = (session: Session | null, query = '') =>
  api<Body>(server.url, `CommandeController/filterCommandeByIdUser${query}`, { token: session?.token });

const sales = (session: Session | null, query = '') =>
  api<Body>(server.url, `CommandeController/filterCommandeByIdVendeur${query}`, { token: session?.token });

const ids = (body: Body) => body.data.map((order) => order.id_commande);

describe('CommandeController/get_commande_byidcommande', () => {
  it('answers the order, with address, description and what was paid, to its buyer and its seller', async () => {
    const { id_commande, id_sous_produit, id_produit } = await createOrder(
      buyer.id_user,
      TEST_ACCOUNTS.seller,
      new Date('2026-11-02T10:00:00Z'),
    );
    const { status, body } = await getOrder(buyer, id_commande);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const order = body.data[0] as Order;
    expect(z.safeParse(OrderSchema, order).success).toBe(true);

    const [stored] = await server.db.query<Record<string, unknown>>(
      `SELECT p.prix_unitaire, p.modele, p.description, m.nom_marque, t.valeur_taille, co.code_hexa,
              co.nom_couleur_fr, co.nom_couleur_uk, co.nom_couleur_it, co.nom_couleur_jp, co.nom_couleur_ru
         FROM sous_produit s JOIN produit p ON p.id_produit = s.id_produit
         JOIN marque m ON m.id_marque = p.id_marque
         JOIN taille t ON t.id_taille = s.id_taille JOIN couleur co ON co.id_couleur = s.id_couleur
        WHERE s.id = $1`,
      [id_sous_produit],
    );
    expect(order).toMatchObject({
      id_commande,
      date_commande: '2026-11-02T10:00:00.000Z',
      id_user: buyer.id_user,
      pseudo_acheteur: 'ClaireDemo',
      id_produit,
      id_sous_produit,
      id_vendeur: seller.id_user,
      pseudo_vendeur: seller.pseudo,
      nom_marque: stored?.nom_marque,
      modele: stored?.modele,
      description: stored?.description,
      valeur_taille: stored?.valeur_taille,
      code_hexa: stored?.code_hexa,
      nom_couleur: stored?.nom_couleur_fr,
      nom_couleur_en: stored?.nom_couleur_uk,
      nom_couleur_it: stored?.nom_couleur_it,
      nom_couleur_jp: stored?.nom_couleur_jp,
      nom_couleur_ru: stored?.nom_couleur_ru,
      etat: 'paid',
      alpha2_vendeur: 'FR',
      pays_en: 'France',
      pays_fr: 'France',
      prix_unitaire: stored?.prix_unitaire,
      unity: '€',
      code_monnaie: 'EUR',
      montant_paye: Math.round((stored?.prix_unitaire as number) * 100),
      devise_paye: 'EUR',
      nom_livraison: 'Martin',
      prenom_livraison: 'Claire',
      adresse2_livraison: 'Bâtiment B',
      ville_livraison: 'Lyon',
      region_livraison: 'Rhône',
      code_postal_livraison: '69002',
      pays_livraison: 'France',
      alpha2_livraison: 'FR',
      suivi_livraison: null,
    });
    expect(order.link_image_pple).not.toBe('');

    expect(await getOrder(seller, id_commande)).toEqual({ status: 200, body });
  });

  it('names the category in the language the order is read in, as it stood at payment', async () => {
    const { id_commande, id_produit } = await createOrder(buyer.id_user, TEST_ACCOUNTS.seller, new Date());
    const [names] = await server.db.query<Record<string, string>>(
      `SELECT f.nom_fr, f.nom_uk, f.nom_jp FROM produit p JOIN categorie f ON f.id_categorie = p.id_categorie
        WHERE p.id_produit = $1`,
      [id_produit],
    );
    for (const [langue, name] of [
      ['fr', names?.nom_fr],
      ['en', names?.nom_uk],
      ['jp', names?.nom_jp],
    ] as const) {
      const { status, body } = await api<Body>(
        server.url,
        `CommandeController/get_commande_byidcommande?id_commande=${id_commande}&langue=${langue}`,
        { token: buyer.token },
      );
      expect(status).toBe(200);
      expect((body.data[0] as Order).nom_cat_enfant, langue).toBe(name);
      expect((body.data[0] as Order).nom_cat_enfant_fr).toBe(names?.nom_fr);
    }
    expect(names?.nom_uk).not.toBe(names?.nom_fr);
  });

  it('answers 403 to anyone else, 404 for an unknown order, 401 without a token', async () => {
    const { id_commande } = await createOrder(buyer.id_user, TEST_ACCOUNTS.seller, new Date());
    const other = await getOrder(stranger, id_commande);
    expect(other.status).toBe(403);
    expect(other.body.error).toEqual(expect.any(String));
    expect(other.body).not.toHaveProperty('data');

    const unknown = await getOrder(buyer, 2147483647);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('No order with the id 2147483647.');

    expect((await getOrder(null, id_commande)).status).toBe(401);
  });

  it('answers 400 for a missing or malformed id', async () => {
    for (const id of ['', 'abc', '-1', '0', '1.5', "1' OR 1=1 --", 'x'.repeat(10_000)]) {
      const bad = await getOrder(buyer, id);
      expect(bad.status, id.slice(0, 20)).toBe(400);
      expect(bad.body.error).toMatch(/id_commande/);
    }
  });
});

describe('CommandeController/filterCommandeByIdUser and filterCommandeByIdVendeur', () => {
  it("lists the caller's purchases and sales, newest first, page by page", async () => {
    const buyerOfThese = await signIn(server.url, TEST_ACCOUNTS.thirdSeller);
    const sellerEmail = 'madisonavenueresale@sellers.vitrine.dev';
    const madison = await signIn(server.url, sellerEmail);
    const made = [];
    for (const day of [3, 5, 4]) {
      made.push(await createOrder(buyerOfThese.id_user, sellerEmail, new Date(`2026-11-0${day}T09:00:00Z`)));
    }
    const newestFirst = [made[1], made[2], made[0]].map((order) => order?.id_commande);

    const bought = await purchases(buyerOfThese);
    expect(bought.status).toBe(200);
    expect(ids(bought.body)).toEqual(newestFirst);
    for (const order of bought.body.data) expect(z.safeParse(OrderSchema, order).success).toBe(true);
    expect(bought.body.data[0]).toMatchObject({ pays_en: 'United States', unity: '$', code_monnaie: 'USD' });

    expect(ids((await purchases(buyerOfThese, '?page=1&limit=2')).body)).toEqual(newestFirst.slice(0, 2));
    expect(
      ids((await purchases(buyerOfThese, `?id_user=${buyerOfThese.id_user}&page=2&limit=2`)).body),
    ).toEqual(newestFirst.slice(2));
    expect(ids((await purchases(buyerOfThese, '?page=3&limit=2')).body)).toEqual([]);

    expect(ids((await sales(madison)).body)).toEqual(newestFirst);
    expect(ids((await sales(madison, `?id_vendeur=${madison.id_user}&limit=1`)).body)).toEqual(
      newestFirst.slice(0, 1),
    );
    // Buying is not selling, and other users' orders never show.
    expect(ids((await sales(buyerOfThese)).body)).toEqual([]);
    expect(ids((await purchases(madison)).body)).toEqual([]);
    expect(ids((await purchases(stranger)).body)).not.toContain(newestFirst[0]);
  });

  it("answers 403 for another user's list, 401 without a token, 400 for bad paging", async () => {
    const theirs = await purchases(stranger, `?id_user=${buyer.id_user}`);
    expect(theirs.status).toBe(403);
    expect(theirs.body.error).toMatch(/id_user/);
    const theirSales = await sales(stranger, `?id_vendeur=${seller.id_user}`);
    expect(theirSales.status).toBe(403);
    expect(theirSales.body.error).toMatch(/id_vendeur/);

    expect((await purchases(null)).status).toBe(401);
    expect((await sales(null)).status).toBe(401);

    for (const query of ['?page=0', '?limit=201', '?limit=abc', "?page=1'%20OR%201=1", '?id_user=-4']) {
      const bad = await purchases(buyer, query);
      expect(bad.status, query).toBe(400);
      expect(bad.body.error).toEqual(expect.any(String));
    }
    expect((await sales(buyer, '?id_vendeur=abc')).status).toBe(400);
  });
});

describe('AdresseController/save_adresse and get_last_commande_adress', () => {
  const address = {
    prenom: 'Giulia',
    nom: 'Rossi',
    pays: 'it',
    adresse: 'Via del Corso 12',
    complement: 'Interno 4',
    ville: 'Roma',
    region_etat: 'Roma',
    code_postal: '00186',
    telephone: '+39 06 1234567',
  };
  const save = (session: Session | null, body: Record<string, unknown>) =>
    api<AddressBody & { data: Address }>(server.url, 'AdresseController/save_adresse', {
      token: session?.token,
      body,
    });
  const last = (session: Session | null, query = '') =>
    api<AddressBody>(server.url, `AdresseController/get_last_commande_adress${query}`, {
      token: session?.token,
    });

  it('answers null before any address, then the default address: the first one saved', async () => {
    const newcomer = await signIn(server.url, 'ginzatreasure@sellers.vitrine.dev');
    expect(await last(newcomer)).toEqual({ status: 200, body: { data: null } });

    const first = await save(newcomer, address);
    expect(first.status).toBe(200);
    expect(z.safeParse(LastAddressSchema, first.body.data).success).toBe(true);
    // The province as Italy's post writes it: its abbreviation.
    const { par_defaut, ...lastShape } = first.body.data as typeof first.body.data & { par_defaut: boolean };
    expect(par_defaut).toBe(true);
    expect(lastShape).toEqual({
      id_adresse_livraison: expect.any(Number),
      prenom: 'Giulia',
      nom: 'Rossi',
      alpha2: 'IT',
      nom_fr_fr: 'Italie',
      adresse_1: 'Via del Corso 12',
      adresse_2: 'Interno 4',
      ville: 'Roma',
      region_etat: 'RM',
      code_postal: '00186',
      numero: '+39 06 1234567',
    });
    expect(await last(newcomer)).toEqual({ status: 200, body: { data: lastShape } });

    // No first name, padded fields, and text that looks like SQL (in the characters an address may
    // hold): stored as typed, trimmed.
    const second = await save(newcomer, {
      ...address,
      id_user: newcomer.id_user,
      prenom: undefined,
      nom: '  Tanaka  ',
      pays: 'JP',
      adresse: "1-2-3 Ginza' OR 'x' -- 1",
      region_etat: 'Tokyo',
      code_postal: '104-0061',
      par_defaut: true,
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({
      prenom: null,
      nom: 'Tanaka',
      alpha2: 'JP',
      nom_fr_fr: 'Japon',
      adresse_1: "1-2-3 Ginza' OR 'x' -- 1",
      region_etat: '東京都',
      par_defaut: true,
    });
    // Saved as the default, it is what checkout preselects now.
    const { par_defaut: _, ...secondShape } = second.body.data as typeof second.body.data & {
      par_defaut: boolean;
    };
    expect((await last(newcomer, `?id_user=${newcomer.id_user}`)).body.data).toEqual(secondShape);
    const stored = await server.db.query('SELECT nom FROM adresse_livraison WHERE id_user = $1', [
      newcomer.id_user,
    ]);
    expect(stored).toHaveLength(2);
  });

  it('answers 400 for a missing, blank, too long or wrongly typed field, or an unknown country', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...address, nom: undefined, prenom: undefined }, /nom/],
      [{ ...address, nom: '   ', prenom: ' ' }, /nom/],
      [{ ...address, adresse: undefined }, /adresse/],
      // The country's rules: Italy's postcodes have five digits, its regions are its provinces.
      [{ ...address, code_postal: '1234' }, /code_postal/],
      [{ ...address, region_etat: 'Lazio' }, /region_etat/],
      [{ ...address, telephone: 612345678 }, /telephone/],
      [{ ...address, ville: 'x'.repeat(10_000) }, /ville/],
      // The form's rules, for a direct API caller too: address characters, a telephone's digits.
      [{ ...address, adresse: "Ginza' OR 1=1; --" }, /adresse: letters, digits/],
      [{ ...address, telephone: '(--) .-.' }, /telephone: a telephone number/],
      [{ ...address, pays: undefined }, /pays/],
      [{ ...address, pays: "' OR 1=1 --" }, /pays/],
      [{ ...address, pays: 'QQ' }, /pays.*QQ/],
    ];
    const before = await server.db.query('SELECT 1 FROM adresse_livraison');
    for (const [body, field] of cases) {
      const answer = await save(buyer, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error).toMatch(field);
    }
    expect(await server.db.query('SELECT 1 FROM adresse_livraison')).toHaveLength(before.length);
  });

  it("answers 403 for another user's address and 401 without a token", async () => {
    const theirs = await save(stranger, { ...address, id_user: buyer.id_user });
    expect(theirs.status).toBe(403);
    expect((await last(stranger, `?id_user=${buyer.id_user}`)).status).toBe(403);
    expect((await save(null, address)).status).toBe(401);
    expect((await last(null)).status).toBe(401);
    expect((await last(buyer, '?id_user=abc')).status).toBe(400);
  });
});
