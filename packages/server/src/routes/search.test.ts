/**
 * Search and the lists' sort and filters, through HTTP against a real server on the seeded
 * catalogue (PGlite, or PostgreSQL with DATABASE_URL), checked against what the database holds:
 * a table of queries per language and what must come first, facets against the results they
 * filter to, each order across the sellers' currencies, and sold items last.
 */
import {
  type AppLanguageCode,
  EMPTY_SEARCH,
  type Product,
  type ProductFacets,
  priceInMinorUnits,
} from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { api } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
  return server.db.query<Row>(text, params);
}

/** The products a search finds (all of them: the test catalogue is below one page of 1000). */
async function search(langue: AppLanguageCode, q: string, extra = ''): Promise<Product[]> {
  const path = `ProduitController/search_produit?langue=${langue}&q=${encodeURIComponent(q)}${extra}`;
  const { status, body } = await api<{ data: Product[] | typeof EMPTY_SEARCH; error?: string }>(
    server.url,
    path,
  );
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data === EMPTY_SEARCH ? [] : body.data;
}

/** Every product of a list, page after page of 200 (the most a page holds). */
async function list(path: string): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const paged = `${path}${path.includes('?') ? '&' : '?'}limit=200&page=${page}`;
    const { status, body } = await api<{ data: Product[]; error?: string }>(server.url, paged);
    expect(status, `${paged}: ${JSON.stringify(body)}`).toBe(200);
    all.push(...body.data);
    if (body.data.length < 200) return all;
  }
}

/** Ids of products for sale satisfying an SQL condition on `p`. */
async function idsWhere(condition: string, params: unknown[] = []): Promise<Set<number>> {
  const rows = await sql<{ id_produit: number }>(
    `SELECT p.id_produit FROM produit p WHERE p.a_vendre AND ${condition}`,
    params,
  );
  return new Set(rows.map((row) => row.id_produit));
}

const ofBrand = (name: string) =>
  idsWhere('p.id_marque = (SELECT id_marque FROM marque WHERE nom_marque = $1)', [name]);
const ofColour = (frenchName: string) =>
  idsWhere(
    `EXISTS (SELECT 1 FROM sous_produit s JOIN couleur c ON c.id_couleur = s.id_couleur
              WHERE s.id_produit = p.id_produit AND c.nom_couleur_fr = $1)`,
    [frenchName],
  );
const ofMere = (slug: string) =>
  idsWhere('p.id_mere IN (SELECT id_categorie FROM categorie WHERE slug = $1)', [slug]);
const ofLeaf = (slug: string) =>
  idsWhere('p.id_categorie IN (SELECT id_categorie FROM categorie WHERE slug = $1)', [slug]);

const ids = (products: readonly Product[]) => products.map((product) => product.id_produit);

/** Sold items come after every item still for sale. */
function expectSoldLast(products: readonly Product[]) {
  const firstSold = products.findIndex((product) => product.qte_produit <= 0);
  if (firstSold < 0) return;
  expect(products.slice(firstSold).every((product) => product.qte_produit <= 0)).toBe(true);
}

type Expectation =
  | { all: () => Promise<Set<number>>; exactly?: boolean }
  | { first: () => Promise<Set<number>> }
  | { none: true }
  | { noneOf: () => Promise<Set<number>> };

/**
 * The query table. `all`: every result is in the set and, with `exactly`, every product of the
 * set is found. `first`: every product of the set is found, and those for sale come before any
 * other product for sale (a word of a category also matches descriptions: "delivered with its
 * dust bag"). `none`: nothing is found. `noneOf`: no result is in the set. Sold items come last.
 */
const TABLE: readonly [AppLanguageCode, string, string, Expectation][] = [
  // Typos, one letter and two.
  ['fr', 'guci', 'a letter dropped', { all: () => ofBrand('Gucci'), exactly: true }],
  ['en', 'chanell', 'a letter added', { all: () => ofBrand('Chanel'), exactly: true }],
  ['it', 'pradda', 'a letter doubled', { all: () => ofBrand('Prada'), exactly: true }],
  ['ru', 'hremes', 'two letters swapped', { all: () => ofBrand('Hermès'), exactly: true }],
  ['en', 'balansiaga', 'two letters changed', { all: () => ofBrand('Balenciaga'), exactly: true }],
  ['fr', 'valentimo', 'two letters changed', { all: () => ofBrand('Valentino'), exactly: true }],
  // Brand names in each script, on any language's site.
  ['jp', 'エルメス', 'Hermès in katakana', { all: () => ofBrand('Hermès'), exactly: true }],
  ['ru', 'Гермес', 'Hermès in Cyrillic', { all: () => ofBrand('Hermès'), exactly: true }],
  ['fr', 'エルメス', 'katakana on the French site', { all: () => ofBrand('Hermès'), exactly: true }],
  ['jp', 'hermes', 'Latin on the Japanese site', { all: () => ofBrand('Hermès'), exactly: true }],
  ['en', 'HERMÈS', 'capitals and accent', { all: () => ofBrand('Hermès'), exactly: true }],
  ['it', 'Шанель', 'Chanel in Cyrillic', { all: () => ofBrand('Chanel'), exactly: true }],
  ['jp', 'グッチ', 'Gucci in katakana', { all: () => ofBrand('Gucci'), exactly: true }],
  // Colours in their word forms.
  ['ru', 'красный', 'masculine', { all: () => ofColour('Rouge'), exactly: true }],
  ['ru', 'красная', 'feminine', { all: () => ofColour('Rouge'), exactly: true }],
  ['ru', 'красное', 'neuter', { all: () => ofColour('Rouge'), exactly: true }],
  ['it', 'rosso', 'masculine', { all: () => ofColour('Rouge'), exactly: true }],
  ['it', 'rossa', 'feminine', { all: () => ofColour('Rouge'), exactly: true }],
  ['jp', 'レッド', 'katakana', { all: () => ofColour('Rouge'), exactly: true }],
  ['jp', '赤', 'kanji', { all: () => ofColour('Rouge'), exactly: true }],
  ['fr', 'noires', 'plural feminine', { all: () => ofColour('Noir'), exactly: true }],
  ['en', 'red', 'a product written in another language', { all: () => ofColour('Rouge'), exactly: true }],
  // Categories in their word forms.
  ['en', 'bag', 'singular of Bags', { first: () => ofMere('sacs'), exactly: true }],
  ['ru', 'сумка', 'singular of Сумки', { first: () => ofMere('sacs'), exactly: true }],
  ['fr', 'sac', 'singular of Sacs', { first: () => ofMere('sacs'), exactly: true }],
  ['it', 'borsa', 'singular of Borse', { first: () => ofMere('sacs'), exactly: true }],
  ['jp', 'バッグ', 'bag in katakana', { first: () => ofMere('sacs'), exactly: true }],
  ['en', 'rings', 'plural', { first: () => ofLeaf('bagues'), exactly: true }],
  // Several words: every one required.
  [
    'en',
    'chanel bag',
    'brand and category',
    {
      first: async () => {
        const [chanel, bags] = [await ofBrand('Chanel'), await ofMere('sacs')];
        return new Set([...chanel].filter((id) => bags.has(id)));
      },
    },
  ],
  [
    'ru',
    'красная сумка',
    'colour and category',
    {
      first: async () => {
        const [red, bags] = [await ofColour('Rouge'), await ofMere('sacs')];
        return new Set([...red].filter((id) => bags.has(id)));
      },
    },
  ],
  // Another language's false friend finds nothing through that language's text.
  ['en', 'rouge', 'French for red, on the English site', { none: true }],
  ['fr', 'bag', 'English for bag is no French bague', { noneOf: () => ofLeaf('bagues') }],
  [
    'jp',
    'レッド',
    'no bracelet (ブレスレット) for its letters',
    {
      noneOf: async () => {
        const [bracelets, red] = [await ofLeaf('bracelets'), await ofColour('Rouge')];
        return new Set([...bracelets].filter((id) => !red.has(id)));
      },
    },
  ],
  ['fr', 'zorglubix', 'a made-up word', { none: true }],
];

describe('search_produit: the query table', () => {
  it.each(TABLE)('%s · %s (%s)', async (langue, q, _why, expectation) => {
    const found = await search(langue, q);
    if ('none' in expectation) {
      expect(ids(found)).toEqual([]);
      return;
    }
    if ('noneOf' in expectation) {
      const excluded = await expectation.noneOf();
      expect(ids(found).filter((id) => excluded.has(id))).toEqual([]);
      return;
    }
    expectSoldLast(found);
    if ('first' in expectation) {
      const expected = await expectation.first();
      expect(expected.size, 'the seeded catalogue has such products').toBeGreaterThan(0);
      const foundIds = new Set(ids(found));
      expect(
        [...expected].filter((id) => !foundIds.has(id)),
        'expected products not found',
      ).toEqual([]);
      const forSale = found
        .filter((product) => product.qte_produit > 0)
        .map((product) => expected.has(product.id_produit));
      expect(
        forSale.indexOf(false) < 0 || forSale.lastIndexOf(true) < forSale.indexOf(false),
        'expected first',
      ).toBe(true);
      return;
    }
    const expected = await expectation.all();
    expect(expected.size, 'the seeded catalogue has such products').toBeGreaterThan(0);
    expect(found.length).toBeGreaterThan(0);
    expect(
      ids(found).filter((id) => !expected.has(id)),
      'results outside the expected set',
    ).toEqual([]);
    if (expectation.exactly) expect(new Set(ids(found))).toEqual(expected);
  });

  it('puts a brand or category match above a match in the description only', async () => {
    // "Hermès" in descriptions: written on a product of another house, it still comes after the house's own.
    const [target] = await sql<{ id_produit: number }>(
      `UPDATE produit SET description = description || ' Inspired by a Hermès classic.'
        WHERE id_produit = (SELECT min(p.id_produit) FROM produit p JOIN marque m ON m.id_marque = p.id_marque
                             WHERE p.a_vendre AND NOT p.epuise AND m.nom_marque = 'Prada' AND p.langue = 'en')
        RETURNING id_produit`,
    );
    if (!target) throw new Error('The seeded catalogue has a Prada item written in English');
    const found = await search('en', 'hermes');
    const hermes = await ofBrand('Hermès');
    const position = ids(found).indexOf(target.id_produit);
    expect(position).toBeGreaterThan(0);
    const forSale = found.filter((product) => product.qte_produit > 0);
    // Every Hermès item still for sale comes before it.
    expect(forSale.slice(0, position).every((product) => hermes.has(product.id_produit))).toBe(true);
    expect(forSale.filter((product) => hermes.has(product.id_produit)).length).toBe(position);
  });

  it('finds a listing by its new texts in the same transaction that writes them', async () => {
    const [target] = await sql<{ id_produit: number }>(
      `UPDATE produit_texte SET modele = 'Zephyrine 31'
        WHERE (id_produit, langue) = (SELECT id_produit, 'it' FROM produit WHERE a_vendre AND langue <> 'it'
                                       ORDER BY id_produit LIMIT 1)
        RETURNING id_produit`,
    );
    expect(ids(await search('it', 'zephyrine'))).toEqual([target?.id_produit]);
    expect(ids(await search('fr', 'zephyrine'))).toEqual([]);
  });
});

describe('search_produit: a listing found by its own words', () => {
  it('finds the model of a listing written in another language by the words its seller typed', async () => {
    // The catalogue's listings carry a translated model in every language ("Fringed scarf" is
    // "Écharpe à franges" in French); a house's model name is the same word in every language.
    const written = await sql<{ id_produit: number; langue: AppLanguageCode; modele: string }>(
      `SELECT DISTINCT ON (p.langue) p.id_produit, p.langue, p.modele FROM produit p
        WHERE p.a_vendre AND EXISTS (SELECT 1 FROM produit_texte t WHERE t.id_produit = p.id_produit)
        ORDER BY p.langue, p.id_produit`,
    );
    expect(written.map((row) => row.langue)).toEqual(expect.arrayContaining(['en', 'fr', 'it', 'jp']));
    for (const listing of written) {
      for (const langue of ['fr', 'en', 'it', 'jp', 'ru'] as const) {
        expect(ids(await search(langue, listing.modele)), `${langue}: ${listing.modele}`).toContain(
          listing.id_produit,
        );
      }
    }
    // A seller's own name for a model, translated or not.
    const [target] = await sql<{ id_produit: number }>(
      `UPDATE produit SET modele = 'Sac Quelvora 28'
        WHERE id_produit = (SELECT min(id_produit) FROM produit WHERE a_vendre AND langue = 'it')
        RETURNING id_produit`,
    );
    for (const langue of ['fr', 'en', 'it', 'jp', 'ru'] as const) {
      expect(ids(await search(langue, 'quelvora')), langue).toEqual([target?.id_produit]);
    }
  });

  it('finds a model with punctuation by its whole text and by its parts, in every language', async () => {
    const modele = '<b>Sac</b> « Brévanne » 28/B.25 — œil-de-chat, ed. n°7 <img src=x onerror=alert(1)>';
    const [target] = await sql<{ id_produit: number; langue: AppLanguageCode }>(
      `UPDATE produit SET modele = $1
        WHERE id_produit = (SELECT min(id_produit) FROM produit WHERE a_vendre AND langue = 'fr')
        RETURNING id_produit, langue`,
      [modele],
    );
    for (const langue of ['fr', 'en', 'it', 'jp', 'ru'] as const) {
      for (const q of [
        modele,
        'Brévanne',
        '« brevanne »',
        '28/B.25',
        'B.25',
        'brevanne b25',
        'œil-de-chat',
      ]) {
        if (q === 'brevanne b25') {
          // Words are words: "B.25" is the words b and 25, not b25.
          expect(ids(await search(langue, q)), `${langue}: ${q}`).not.toContain(target?.id_produit);
          continue;
        }
        expect(ids(await search(langue, q)), `${langue}: ${q}`).toContain(target?.id_produit);
      }
    }
  });
});

describe('facettes_produit', () => {
  async function facets(query: string): Promise<ProductFacets> {
    const { status, body } = await api<{ data: ProductFacets }>(
      server.url,
      `ProduitController/facettes_produit?${query}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  }

  it('counts, beside each brand, colour, size and condition, the results choosing it leaves', async () => {
    const base = `langue=en&q=${encodeURIComponent('bag')}`;
    const counted = await facets(base);
    const all = await search('en', 'bag');
    expect(counted.total).toBe(all.length);
    expect(counted.marques.length).toBeGreaterThan(1);
    expect(counted.couleurs.length).toBeGreaterThan(1);
    expect(counted.etats.map((etat) => etat.etat).sort()).toEqual(['neuf', 'occasion']);
    for (const brand of counted.marques) {
      expect((await search('en', 'bag', `&id_marque=${brand.id_marque}`)).length, brand.nom_marque).toBe(
        brand.nombre,
      );
    }
    for (const colour of counted.couleurs) {
      expect((await search('en', 'bag', `&id_couleur=${colour.id_couleur}`)).length, colour.nom_couleur).toBe(
        colour.nombre,
      );
    }
    for (const size of counted.tailles) {
      expect((await search('en', 'bag', `&id_taille=${size.id_taille}`)).length).toBe(size.nombre);
    }
    for (const etat of counted.etats) {
      expect((await search('en', 'bag', `&etat=${etat.etat}`)).length).toBe(etat.nombre);
    }
    expect(counted.etats.reduce((sum, etat) => sum + etat.nombre, 0)).toBe(counted.total);
  });

  it('counts a list without a search, narrowed by its filters', async () => {
    const counted = await facets('genre=femme&etat=occasion&pays=JP&prix_max=300000');
    const found = await list(
      'ProduitController/recherche_filtre?genre=femme&etat=occasion&pays=JP&prix_max=300000',
    );
    expect(counted.total).toBe(found.length);
    expect(counted.etats).toEqual([{ etat: 'occasion', nombre: found.length }]);
  });
});

describe('sort and filters across currencies', () => {
  async function currency(alpha2: string) {
    const [row] = await sql<{ taux_change: number; code_monnaie: string }>(
      'SELECT taux_change::float8 AS taux_change, code_monnaie FROM pays WHERE alpha2 = $1',
      [alpha2],
    );
    if (!row) throw new Error(`No country ${alpha2}`);
    return row;
  }

  it('orders by the price the visitor sees, low to high and high to low, sold last', async () => {
    for (const alpha2 of ['GB', 'JP']) {
      const visitor = await currency(alpha2);
      const shown = (product: Product) => priceInMinorUnits(product, visitor);
      for (const [tri, direction] of [
        ['prix_croissant', 1],
        ['prix_decroissant', -1],
      ] as const) {
        const found = await search('en', 'bag', `&tri=${tri}&pays=${alpha2}`);
        // Sellers in several currencies, so the order is not the raw prices'.
        expect(new Set(found.map((product) => product.code_monnaie)).size).toBeGreaterThan(2);
        expectSoldLast(found);
        const forSale = found.filter((product) => product.qte_produit > 0);
        for (let index = 1; index < forSale.length; index++) {
          const [before, after] = [forSale[index - 1] as Product, forSale[index] as Product];
          expect(
            direction * (shown(after) - shown(before)),
            `${alpha2} ${tri} at ${index}`,
          ).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('keeps the prices between prix_min and prix_max as the visitor sees them, bounds included', async () => {
    const visitor = await currency('JP');
    const all = await list('ProduitController/list_produit');
    const shown = all.map((product) => priceInMinorUnits(product, visitor)).sort((a, b) => a - b);
    const [low, high] = [shown[Math.floor(shown.length / 4)], shown[Math.floor((shown.length * 3) / 4)]] as [
      number,
      number,
    ];
    const found = await list(`ProduitController/list_produit?pays=JP&prix_min=${low}&prix_max=${high}`);
    const expected = all.filter((product) => {
      const price = priceInMinorUnits(product, visitor);
      return price >= low && price <= high;
    });
    expect(new Set(ids(found))).toEqual(new Set(ids(expected)));
    expect(found.some((product) => priceInMinorUnits(product, visitor) === low)).toBe(true);
  });

  it('reads newest first with tri=nouveautes and narrows to a condition and a size', async () => {
    const found = await search('en', 'bag', '&tri=nouveautes&etat=neuf');
    const rows = await sql<{ id_produit: number; created_at: Date; etat_produit: string; epuise: boolean }>(
      'SELECT id_produit, created_at, etat_produit, epuise FROM produit WHERE id_produit = ANY($1::int[])',
      [ids(found)],
    );
    const byId = new Map(rows.map((row) => [row.id_produit, row]));
    expect(rows.every((row) => row.etat_produit === 'neuf')).toBe(true);
    const order = found.map((product) => byId.get(product.id_produit));
    for (let index = 1; index < order.length; index++) {
      const [before, after] = [order[index - 1], order[index]];
      if (before?.epuise === after?.epuise) {
        expect(new Date(after?.created_at as Date).getTime()).toBeLessThanOrEqual(
          new Date(before?.created_at as Date).getTime(),
        );
      }
    }
  });

  it('puts sold items last in every list: new arrivals, a category, a seller', async () => {
    const [seller] = await sql<{ id_vendeur: number }>(
      'SELECT id_vendeur FROM produit WHERE epuise GROUP BY id_vendeur ORDER BY count(*) DESC LIMIT 1',
    );
    for (const path of [
      'ProduitController/list_produitavecVendeur',
      'ProduitController/list_produit?genre=femme&mere=sacs',
      'ProduitController/list_produit?meilleur_vente=web',
      `ProduitController/list_produit_by_Vendeur?id_vendeur=${seller?.id_vendeur}`,
    ]) {
      const found = await list(path);
      expect(
        found.some((product) => product.qte_produit <= 0),
        path,
      ).toBe(true);
      expect(found[0]?.qte_produit, path).toBeGreaterThan(0);
      expectSoldLast(found);
    }
  });

  it('marks a product sold out when its last size sells, and for sale again when one comes back', async () => {
    const [target] = await sql<{ id_produit: number }>(
      `SELECT p.id_produit FROM produit p WHERE p.a_vendre AND NOT p.epuise ORDER BY p.created_at DESC LIMIT 1`,
    );
    const first = async () => (await list('ProduitController/list_produitavecVendeur'))[0]?.id_produit;
    expect(await first()).toBe(target?.id_produit);
    await sql("UPDATE sous_produit SET etat = 'Vendu' WHERE id_produit = $1", [target?.id_produit]);
    expect(await first()).not.toBe(target?.id_produit);
    await sql("UPDATE sous_produit SET etat = 'Disponible' WHERE id_produit = $1", [target?.id_produit]);
    expect(await first()).toBe(target?.id_produit);
  });

  it('refuses a bad sort, condition, price range or country with 400', async () => {
    for (const query of [
      'tri=cheapest',
      'etat=used',
      'prix_min=-1',
      'prix_max=abc',
      'prix_min=500&prix_max=100',
      'pays=ZZ&prix_min=1',
      'pays=FRA',
      'id_taille=0',
    ]) {
      for (const path of [
        'ProduitController/search_produit?q=sac&',
        'ProduitController/list_produit?',
        'ProduitController/facettes_produit?',
      ]) {
        const { status, body } = await api<{ error?: string }>(server.url, `${path}${query}`);
        expect(status, `${path}${query}`).toBe(400);
        expect(body.error, `${path}${query}`).toEqual(expect.any(String));
      }
    }
  });
});
