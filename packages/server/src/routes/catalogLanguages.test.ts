/**
 * Catalogue text in the shopper's language: the same listing asked in each of the five languages
 * comes back written in it (the seeded catalogue has all five), a seller's own listing comes back
 * in the language it was written in with that language named, and the seller may add their
 * listing's texts in another language. Through HTTP against the real server and database.
 */
import type { AppLanguageCode, CartLine, Favourite, Order, Product, ProductDetail } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, tinyPng } from '../http/receiveFiles.test.helpers.js';
import { brands } from '../seed/data/brands.js';
import { brandMakes } from '../seed/listing.js';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { verifyListing } from '../testing/listingReview.js';
import { orderIn } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let buyer: { token: string; id_user: number };
let seller: { token: string; id_user: number };
beforeAll(async () => {
  server = await startTestServer();
  buyer = await signIn(server.url, TEST_ACCOUNTS.buyer);
  seller = await signIn(server.url, TEST_ACCOUNTS.seller);
});
afterAll(() => server?.close());

const LANGUAGES: readonly AppLanguageCode[] = ['fr', 'en', 'it', 'jp', 'ru'];

/** Words of the French catalogue that no other language's listing may hold. */
const FRENCH =
  /(^|[^\p{L}])(de la maison|coloris|neuf|neuve|porté|cuir|daim|soie|laine|printemps|automne|hiver|état)(?=$|[^\p{L}])/iu;

/** What tells a text is in each language: its script, or words only it writes. */
const WRITTEN_IN: Record<AppLanguageCode, RegExp> = {
  fr: /(^|[^\p{L}])(de la maison|coloris|signé|un classique de|en)(?=$|[^\p{L}])/iu,
  en: /(^|[^\p{L}])(by|from|in|colour|classic)(?=$|[^\p{L}])/iu,
  it: /(^|[^\p{L}])(firmato|colore|un classico di|in)(?=$|[^\p{L}])/iu,
  jp: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ru: /\p{Script=Cyrillic}/u,
};

async function detail(id: number, langue: AppLanguageCode): Promise<ProductDetail> {
  const { status, body } = await api<ProductDetail>(
    server.url,
    `ProduitController/get_produit_all?id_produit=${id}&langue=${langue}`,
  );
  expect(status).toBe(200);
  return body;
}

async function list(path: string, token?: string): Promise<Product[]> {
  const { status, body } = await api<{ data: Product[] }>(server.url, path, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

function setTexts(body: Record<string, unknown>, token: string | null = seller.token) {
  return api<{ data?: { id_produit: number; langue: string }; error?: string }>(
    server.url,
    'ProduitController/set_produit_texte',
    { token: token ?? undefined, body },
  );
}

/** The first seeded product (not the seller's own, which tests translate). */
async function seededProduct(): Promise<number> {
  const [row] = await server.db.query<{ id_produit: number }>(
    'SELECT id_produit FROM produit WHERE id_vendeur <> $1 ORDER BY id_produit LIMIT 1',
    [seller.id_user],
  );
  return (row as { id_produit: number }).id_produit;
}

describe('the seeded catalogue', () => {
  it('has every product in the five languages, filed where its house makes things, pictured as its kind', async () => {
    const rows = await server.db.query<{
      id_produit: number;
      nom_marque: string;
      mere: string;
      leaf: string;
      langues: string[];
    }>(
      `SELECT p.id_produit, m.nom_marque, mo.slug AS mere, f.slug AS leaf,
              array_append(array(SELECT t.langue FROM produit_texte t WHERE t.id_produit = p.id_produit), p.langue)
                AS langues
         FROM produit p JOIN marque m ON m.id_marque = p.id_marque
         JOIN categorie f ON f.id_categorie = p.id_categorie JOIN categorie mo ON mo.id_categorie = f.id_parent
        WHERE p.code_produit LIKE 'VT%'`,
    );
    expect(rows.length).toBeGreaterThan(100);
    const houses = new Map(brands.map((brand) => [brand.nom_marque, brand]));
    const misfiled = rows.filter((row) => {
      const house = houses.get(row.nom_marque);
      return !house || !brandMakes(house, row.mere, row.leaf);
    });
    expect(misfiled.map((row) => `${row.nom_marque} in ${row.mere}/${row.leaf}`)).toEqual([]);
    const incomplete = rows.filter((row) => [...row.langues].sort().join() !== 'en,fr,it,jp,ru');
    expect(incomplete.map((row) => row.id_produit)).toEqual([]);
    // Rolex only under watches; earrings drawn as earrings.
    expect(new Set(rows.filter((row) => row.nom_marque === 'Rolex').map((row) => row.leaf))).toEqual(
      new Set(['montres']),
    );
    const [earrings] = await server.db.query<{ type_article: string }>(
      "SELECT type_article FROM categorie WHERE slug = 'boucles-d-oreilles' LIMIT 1",
    );
    expect(earrings?.type_article).toBe('earrings');
  });
});

describe('catalogue text in the asked language', () => {
  it('answers the same product in fr, en, it, jp and ru, each written in that language', async () => {
    const id = await seededProduct();
    const answers = await Promise.all(LANGUAGES.map((langue) => detail(id, langue)));
    for (const [index, langue] of LANGUAGES.entries()) {
      const { description, details } = answers[index] as ProductDetail;
      expect(description.langue_texte).toBe(langue);
      expect(description.description, langue).toMatch(WRITTEN_IN[langue]);
      if (langue !== 'fr') {
        for (const text of [
          description.modele,
          description.description,
          description.saison,
          details.matiere,
        ]) {
          expect(text, `${langue}: ${text}`).not.toMatch(FRENCH);
        }
      }
      // The condition is a code the interface names, not French words.
      expect(['neuf', 'occasion']).toContain(description.etat_produit);
    }
    for (const field of ['modele', 'description', 'saison'] as const) {
      const texts = answers.map((answer) => answer.description[field]);
      expect(new Set(texts).size, field).toBe(5);
    }
    expect(new Set(answers.map((answer) => answer.details.matiere)).size).toBeGreaterThanOrEqual(4);
  });

  it('answers lists, favourites and cart lines in the asked language', async () => {
    for (const langue of ['ru', 'jp'] as const) {
      const cards = await list(`ProduitController/list_produit?langue=${langue}&limit=20`);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.langue_texte).toBe(langue);
        expect(card.modele).toMatch(WRITTEN_IN[langue]);
      }
    }
    const id = await seededProduct();
    const [variant] = await server.db.query<{ id: number }>(
      "SELECT id FROM sous_produit WHERE id_produit = $1 AND etat = 'Disponible' ORDER BY id LIMIT 1",
      [id],
    );
    await api(server.url, 'WishlistController/toggle_wishlist', {
      token: buyer.token,
      body: { id_user: buyer.id_user, id_produit: id },
    });
    const favourites = await api<{ data: Favourite[] }>(
      server.url,
      `WishlistController/get_wishlist_byiduser?id_user=${buyer.id_user}&langue=it`,
      { token: buyer.token },
    );
    const liked = favourites.body.data.find((favourite) => favourite.id_produit === id);
    expect(liked?.langue_texte).toBe('it');
    expect(liked?.modele).toBe((await detail(id, 'it')).description.modele);

    if (variant) {
      await api(server.url, 'PanierController/add_panier', {
        token: buyer.token,
        body: { id_user: buyer.id_user, id_produit: id, id_sous_produit: variant.id },
      });
      const cart = await api<{ data: CartLine[] }>(
        server.url,
        `PanierController/list_panier_byiduser?id_user=${buyer.id_user}&langue=ru`,
        { token: buyer.token },
      );
      const line = cart.body.data.find((candidate) => candidate.id_produit === id);
      expect(line?.langue_texte).toBe('ru');
      expect(line?.modele_produit).toBe((await detail(id, 'ru')).description.modele);
    }
  });

  it("answers an order's item in the language its buyer or seller reads", async () => {
    const { id_commande, buyer: orderBuyer, item, seller: orderSeller } = await orderIn(server, 'paid');
    const { status, body } = await api<{ data: Order[] }>(
      server.url,
      `CommandeController/get_commande_byidcommande?id_commande=${id_commande}&langue=jp`,
      { token: orderBuyer.token },
    );
    expect(status).toBe(200);
    const japanese = (await detail(item.id_produit, 'jp')).description;
    expect(body.data[0]).toMatchObject({
      modele: japanese.modele,
      description: japanese.description,
      langue_texte: 'jp',
    });
    const purchases = await api<{ data: Order[] }>(
      server.url,
      `CommandeController/filterCommandeByIdUser?id_user=${orderBuyer.id_user}&langue=ru`,
      { token: orderBuyer.token },
    );
    expect(purchases.body.data[0]).toMatchObject({
      modele: (await detail(item.id_produit, 'ru')).description.modele,
      langue_texte: 'ru',
    });
    const sales = await api<{ data: Order[] }>(
      server.url,
      `CommandeController/filterCommandeByIdVendeur?id_vendeur=${orderSeller.id_user}&langue=it&limit=100`,
      { token: orderSeller.token },
    );
    const sale = sales.body.data.find((order) => order.id_commande === id_commande);
    expect(sale).toMatchObject({
      modele: (await detail(item.id_produit, 'it')).description.modele,
      langue_texte: 'it',
    });
  });

  it("finds a product by its words in the asked language, and not by another language's", async () => {
    const id = await seededProduct();
    const russian = (await detail(id, 'ru')).description.modele;
    const japanese = (await detail(id, 'jp')).description.modele;
    const searched = async (words: string, langue: string) => {
      const { body } = await api<{ data: Product[] | string }>(
        server.url,
        `ProduitController/search_produit?q=${encodeURIComponent(words)}&langue=${langue}`,
      );
      return Array.isArray(body.data) ? body.data : [];
    };
    for (const [words, langue] of [
      [russian, 'ru'],
      [japanese, 'jp'],
    ] as const) {
      const found = (await searched(words, langue)).find((product) => product.id_produit === id);
      expect(found?.langue_texte, words).toBe(langue);
    }
    // A shopper reading French sees the French texts: the Russian ones are not what they searched.
    expect((await searched(russian, 'fr')).map((product) => product.id_produit)).not.toContain(id);
  });
});

describe("a seller's own listing and its translations", () => {
  let ownId: number;
  beforeAll(async () => {
    const [leaf] = await server.db.query<{ id_categorie: number }>(
      "SELECT id_categorie FROM categorie WHERE niveau = 3 AND grille = 'unique' ORDER BY id_categorie LIMIT 1",
    );
    const [size] = await server.db.query<{ id_taille: number }>(
      "SELECT id_taille FROM taille WHERE grille = 'unique' LIMIT 1",
    );
    const response = await fetch(`${server.url}/api/ProduitController/add_produit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}` },
      body: multipartForm(
        {
          id_marque: '1',
          id_categorie: String(leaf?.id_categorie),
          modele: 'Cabas Zéphyrine',
          description: 'Grand cabas en toile, porté deux fois, en très bon état.',
          etat_produit: 'occasion',
          prix_unitaire: '450',
          variants: JSON.stringify([{ id_taille: size?.id_taille, id_couleur: 1 }]),
        },
        [['photo_1', tinyPng(), 'face.png']],
      ),
    });
    expect(response.status).toBe(200);
    ownId = ((await response.json()) as { data: { id_produit: number } }).data.id_produit;
    await verifyListing(server, ownId);
  });

  it('answers it in the language it was written in, named, until the seller adds another', async () => {
    const english = await detail(ownId, 'en');
    expect(english.description.modele).toBe('Cabas Zéphyrine');
    // The demo seller uses the site in French: the listing says so to an English shopper.
    expect(english.description.langue_texte).toBe('fr');
    const cards = await list(
      `ProduitController/list_produit_by_Vendeur?id_vendeur=${seller.id_user}&langue=en`,
    );
    expect(cards.find((card) => card.id_produit === ownId)?.langue_texte).toBe('fr');

    const saved = await setTexts({
      id_produit: ownId,
      langue: 'en',
      modele: 'Zephyrine tote',
      description: 'Large canvas tote, worn twice, in very good condition.',
      matiere: 'Canvas',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // New texts go to staff before shoppers read them.
    await verifyListing(server, ownId);
    const translated = await detail(ownId, 'en');
    expect(translated.description.modele).toBe('Zephyrine tote');
    expect(translated.description.langue_texte).toBe('en');
    expect(translated.details.matiere).toBe('Canvas');
    // Other languages still read the original, marked as French.
    expect((await detail(ownId, 'it')).description).toMatchObject({
      modele: 'Cabas Zéphyrine',
      langue_texte: 'fr',
    });
    // The English words now find it.
    const found = await api<{ data: Product[] | string }>(
      server.url,
      'ProduitController/search_produit?q=zephyrine%20canvas&langue=en',
    );
    expect((found.body.data as Product[]).map((product) => product.id_produit)).toContain(ownId);

    // Set again, it replaces the texts.
    await setTexts({ id_produit: ownId, langue: 'en', modele: 'Zephyrine shopper', description: 'Tote.' });
    await verifyListing(server, ownId);
    expect((await detail(ownId, 'en')).description.modele).toBe('Zephyrine shopper');
  });

  it('refuses anyone but the seller (403), a visitor (401), bad texts (400) and the original language (409)', async () => {
    const valid = { id_produit: ownId, langue: 'ru', modele: 'Шопер', description: 'Большой шопер.' };
    const other = await setTexts(valid, buyer.token);
    expect(other.status).toBe(403);
    expect(other.body.error).toEqual(expect.any(String));
    const someoneElses = await setTexts({ ...valid, id_produit: await seededProduct() });
    expect(someoneElses.status).toBe(403);
    expect((await setTexts(valid, null)).status).toBe(401);
    for (const bad of [
      { ...valid, modele: '' },
      { ...valid, modele: 'x'.repeat(121) },
      { ...valid, description: 'x'.repeat(2001) },
      { ...valid, langue: 'de' },
      { ...valid, id_produit: -1 },
      { id_produit: ownId, langue: 'ru' },
    ]) {
      const answer = await setTexts(bad);
      expect(answer.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect((await setTexts({ ...valid, langue: 'fr' })).status).toBe(409);
    expect((await setTexts({ ...valid, id_produit: 99_999_999 })).status).toBe(404);
    // Nothing refused was written.
    const rows = await server.db.query('SELECT 1 FROM produit_texte WHERE id_produit = $1 AND langue = $2', [
      ownId,
      'ru',
    ]);
    expect(rows).toHaveLength(0);
  });
});
