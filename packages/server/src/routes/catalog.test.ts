/**
 * The catalogue calls (spec §7 ProduitController, CategorieController, TailleController,
 * CouleurController) through HTTP against a real server on the seeded in-memory PGlite,
 * checked against what the database holds.
 */
import {
  type Brand,
  type CategoryNode,
  type ColourOption,
  EMPTY_SEARCH,
  type Product,
  type ProductDetail,
  RELATED_PRODUCTS_LIMIT,
  type SizeOption,
} from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let buyer: { token: string; id_user: number };
beforeAll(async () => {
  server = await startTestServer();
  buyer = await signIn(server.url, TEST_ACCOUNTS.buyer);
});
afterAll(() => server?.close());

type Failure = { error: string };
type List<T> = { data: T[] };

async function get<T>(path: string, token?: string) {
  return api<T & Partial<Failure>>(server.url, path, { token });
}

async function products(path: string, token?: string): Promise<Product[]> {
  const { status, body } = await get<List<Product>>(path, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

async function sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
  return server.db.query<Row>(text, params);
}

/** Ids of products that satisfy an SQL condition on `p`, sold out last, newest first. */
async function idsWhere(condition: string, params: unknown[] = []): Promise<number[]> {
  const rows = await sql<{ id_produit: number }>(
    `SELECT p.id_produit FROM produit p WHERE ${condition}
      ORDER BY p.epuise, p.created_at DESC, p.id_produit DESC`,
    params,
  );
  return rows.map((row) => row.id_produit);
}

/** Expects a 400 with a readable message. */
async function expectBadRequest(path: string) {
  const { status, body } = await get(path);
  expect(status, path).toBe(400);
  expect(body.error, path).toEqual(expect.any(String));
}

describe('recherche_filtre and list_produit filters', () => {
  it('keeps only products of the brand having a variant of the colour, newest first', async () => {
    const [pair] = await sql<{ id_marque: number; id_couleur: number }>(
      `SELECT p.id_marque, s.id_couleur FROM produit p JOIN sous_produit s ON s.id_produit = p.id_produit
        GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
    );
    const { id_marque, id_couleur } = pair as { id_marque: number; id_couleur: number };
    const expected = await idsWhere(
      `p.id_marque = $1 AND EXISTS (SELECT 1 FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.id_couleur = $2)`,
      [id_marque, id_couleur],
    );
    expect(expected.length).toBeGreaterThan(1);
    const list = await products(
      `ProduitController/recherche_filtre?id_marque=${id_marque}&id_couleur=${id_couleur}`,
    );
    expect(list.map((product) => product.id_produit)).toEqual(expected);
    for (const product of list) expect(product.id_marque).toBe(id_marque);
  });

  it('keeps only products having a variant of the size', async () => {
    const [size] = await sql<{ id_taille: number }>(
      'SELECT id_taille FROM sous_produit GROUP BY id_taille ORDER BY count(*) ASC LIMIT 1',
    );
    const expected = await idsWhere(
      'EXISTS (SELECT 1 FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.id_taille = $1)',
      [size?.id_taille],
    );
    const list = await products(`ProduitController/recherche_filtre?id_taille=${size?.id_taille}`);
    expect(list.map((product) => product.id_produit)).toEqual(expected);
  });

  it('follows the category tree: genre, mère and fils by slug, the same slug under two genres apart', async () => {
    const leafIds = async (genre: string, mere?: string, fils?: string) => {
      const rows = await sql<{ id_categorie: number }>(
        `SELECT f.id_categorie FROM categorie f
           JOIN categorie m ON m.id_categorie = f.id_parent JOIN categorie g ON g.id_categorie = m.id_parent
          WHERE g.slug = $1 AND ($2::text IS NULL OR m.slug = $2) AND ($3::text IS NULL OR f.slug = $3)`,
        [genre, mere ?? null, fils ?? null],
      );
      return rows.map((row) => row.id_categorie);
    };
    const womenTotes = await leafIds('femme', 'sacs', 'cabas');
    const menTotes = await leafIds('homme', 'sacs', 'cabas');
    expect(womenTotes).toHaveLength(1);
    expect(menTotes).toHaveLength(1);
    expect(womenTotes).not.toEqual(menTotes);

    const list = await products('ProduitController/recherche_filtre?genre=homme&mere=sacs&fils=cabas');
    expect(list.map((product) => product.id_produit)).toEqual(
      await idsWhere('p.id_categorie = ANY($1)', [menTotes]),
    );
    for (const product of list) expect(product.id_categorie).toBe(menTotes[0]);

    const womensShoes = await products('ProduitController/recherche_filtre?genre=femme&mere=chaussures');
    const shoeLeaves = await leafIds('femme', 'chaussures');
    expect(womensShoes.length).toBeGreaterThan(0);
    expect(womensShoes.map((product) => product.id_produit)).toEqual(
      await idsWhere('p.id_categorie = ANY($1)', [shoeLeaves]),
    );

    // A mère slug alone matches it under every genre; a genre alone, every leaf below it.
    const bagLeaves = await sql<{ id_categorie: number }>(
      `SELECT f.id_categorie FROM categorie f JOIN categorie m ON m.id_categorie = f.id_parent
        WHERE m.slug = 'sacs'`,
    );
    expect(
      (await products('ProduitController/recherche_filtre?mere=sacs')).map((product) => product.id_produit),
    ).toEqual(await idsWhere('p.id_categorie = ANY($1)', [bagLeaves.map((row) => row.id_categorie)]));
    expect(
      (await products('ProduitController/recherche_filtre?genre=homme')).map((product) => product.id_produit),
    ).toEqual(await idsWhere('p.id_categorie = ANY($1)', [await leafIds('homme')]));

    // A fils slug alone matches that leaf under every parent.
    const allTotes = await products('ProduitController/recherche_filtre?fils=cabas');
    expect(new Set(allTotes.map((product) => product.categorie_slug))).toEqual(new Set(['cabas']));
    expect(allTotes.length).toBe(
      (await idsWhere('p.id_categorie = ANY($1)', [[...womenTotes, ...menTotes]])).length,
    );
  });

  it("lists a product under its category's mère and genre, also once it moves to another branch", async () => {
    const genreOf = `(SELECT g.id_categorie FROM categorie g WHERE g.slug = $1 AND g.niveau = 1)`;
    const [moved] = await sql<{ id_produit: number }>(
      `SELECT p.id_produit FROM produit p
        WHERE p.a_vendre AND p.id_categorie IN (
          SELECT f.id_categorie FROM categorie f JOIN categorie m ON m.id_categorie = f.id_parent
           WHERE m.id_parent = ${genreOf})
        ORDER BY p.id_produit LIMIT 1`,
      ['femme'],
    );
    const [menLeaf] = await sql<{ id_categorie: number; mere: string }>(
      `SELECT f.id_categorie, m.slug AS mere FROM categorie f JOIN categorie m ON m.id_categorie = f.id_parent
        WHERE m.id_parent = ${genreOf} ORDER BY f.id_categorie LIMIT 1`,
      ['homme'],
    );
    if (!moved || !menLeaf) throw new Error('The seeded catalogue has no product or leaf to move');
    const listed = async (query: string) =>
      (await products(`ProduitController/recherche_filtre?${query}`)).map((product) => product.id_produit);
    expect(await listed('genre=femme')).toContain(moved.id_produit);

    await sql('UPDATE produit SET id_categorie = $2 WHERE id_produit = $1', [
      moved.id_produit,
      menLeaf.id_categorie,
    ]);
    expect(await listed('genre=homme')).toContain(moved.id_produit);
    expect(await listed(`genre=homme&mere=${menLeaf.mere}`)).toContain(moved.id_produit);
    expect(await listed('genre=femme')).not.toContain(moved.id_produit);
  });

  it('combines brand and category, and answers an empty list for an unknown slug', async () => {
    const [row] = await sql<{ id_marque: number }>(
      `SELECT p.id_marque FROM produit p JOIN categorie f ON f.id_categorie = p.id_categorie
         JOIN categorie m ON m.id_categorie = f.id_parent JOIN categorie g ON g.id_categorie = m.id_parent
        WHERE g.slug = 'femme' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const list = await products(`ProduitController/recherche_filtre?id_marque=${row?.id_marque}&genre=femme`);
    expect(list.length).toBeGreaterThan(0);
    for (const product of list) expect(product.id_marque).toBe(row?.id_marque);

    expect(await products('ProduitController/recherche_filtre?genre=enfant')).toEqual([]);
    expect(await products('ProduitController/recherche_filtre?genre=femme&mere=sacs&fils=escarpins')).toEqual(
      [],
    );
    expect(await products('ProduitController/recherche_filtre?id_marque=999999')).toEqual([]);
  });

  it('filters list_produit by category too, also for the best sellers', async () => {
    // The slugs are bijoux-montres: a wrong order of words is another, unknown, category.
    expect(await products('ProduitController/list_produit?type=web&genre=homme&mere=montres-bijoux')).toEqual(
      [],
    );
    const watches = await products(
      'ProduitController/list_produit?type=web&meilleur_vente=web&genre=homme&mere=bijoux-montres&limit=5',
    );
    expect(watches.length).toBeGreaterThan(0);
    const sales = await sql<{ ventes: number; id_produit: number }>(
      'SELECT id_produit, ventes FROM produit WHERE id_produit = ANY($1)',
      [watches.map((product) => product.id_produit)],
    );
    const ventes = watches.map(
      (product) => sales.find((row) => row.id_produit === product.id_produit)?.ventes,
    );
    expect(ventes).toEqual([...ventes].sort((a, b) => (b ?? 0) - (a ?? 0)));
    for (const product of watches) {
      expect(['montres', 'bracelets', 'bagues', 'boutons-de-manchette']).toContain(product.categorie_slug);
    }
  });

  it('pages through a filtered list', async () => {
    const all = await products('ProduitController/recherche_filtre?genre=femme&limit=10');
    const second = await products('ProduitController/recherche_filtre?genre=femme&limit=5&page=2');
    expect(second.map((product) => product.id_produit)).toEqual(
      all.slice(5, 10).map((product) => product.id_produit),
    );
  });

  it("shows the caller's favourites as liked, and nobody else's", async () => {
    const list = await products('ProduitController/recherche_filtre?genre=femme&limit=6');
    const liked = list[2]?.id_produit as number;
    await sql('INSERT INTO wishlist (id_user, id_produit) VALUES ($1, $2)', [buyer.id_user, liked]);

    const mine = await products('ProduitController/recherche_filtre?genre=femme&limit=6', buyer.token);
    expect(mine.filter((product) => product.is_liked).map((product) => product.id_produit)).toEqual([liked]);
    const explicit = await products(
      `ProduitController/recherche_filtre?genre=femme&limit=6&id_user=${buyer.id_user}`,
      buyer.token,
    );
    expect(explicit.find((product) => product.id_produit === liked)?.is_liked).toBe(true);
    const visitor = await products('ProduitController/recherche_filtre?genre=femme&limit=6');
    expect(visitor.some((product) => product.is_liked)).toBe(false);
  });

  it('refuses to personalise for someone else', async () => {
    const other = buyer.id_user + 1;
    const noToken = await get(`ProduitController/recherche_filtre?id_user=${other}`);
    expect(noToken.status).toBe(401);
    const forged = await get(`ProduitController/recherche_filtre?id_user=${other}`, buyer.token);
    expect(forged.status).toBe(403);
    expect(forged.body.error).toEqual(expect.any(String));
    const badToken = await get('ProduitController/recherche_filtre', 'not-a-token');
    expect(badToken.status).toBe(401);
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of [
      'id_marque=-1',
      'id_marque=abc',
      'id_couleur=0',
      'id_taille=1.5',
      'id_marque=99999999999',
      `genre=${encodeURIComponent("' OR 1=1 --")}`,
      'genre=Femme',
      `mere=${'a'.repeat(10_000)}`,
      'fils=sacs%25',
      'langue=de',
      'page=0',
      'limit=500',
    ]) {
      await expectBadRequest(`ProduitController/recherche_filtre?${query}`);
    }
    await expectBadRequest(
      `ProduitController/list_produit?genre=${encodeURIComponent('femme; DROP TABLE produit')}`,
    );
  });
});

describe('brands, categories, sizes and colours', () => {
  it('lists brands having products by name, with how many products each has', async () => {
    await sql(`INSERT INTO marque (nom_marque) VALUES ('Maison Sans Produit')`);
    const counts = await sql<{ id_marque: number; n: number }>(
      'SELECT id_marque, count(*)::int AS n FROM produit GROUP BY id_marque',
    );
    const having = await get<List<Brand>>('ProduitController/list_MarqueHavingProduit');
    expect(having.status).toBe(200);
    expect(having.body.data.map((brand) => brand.id_marque).sort((a, b) => a - b)).toEqual(
      counts.map((row) => row.id_marque).sort((a, b) => a - b),
    );
    for (const brand of having.body.data) {
      expect(brand.nombre_produit).toBe(counts.find((row) => row.id_marque === brand.id_marque)?.n);
    }
    const names = having.body.data.map((brand) => brand.nom_marque.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(having.body.data.find((brand) => brand.nom_marque === 'Hermès')).toEqual({
      id_marque: expect.any(Number),
      nom_marque: 'Hermès',
      nombre_produit: expect.any(Number),
    });

    const every = await get<List<Brand>>('CategorieController/list_marqueProduit');
    expect(every.body.data).toHaveLength(having.body.data.length + 1);
    expect(every.body.data.find((brand) => brand.nom_marque === 'Maison Sans Produit')).toMatchObject({
      nombre_produit: 0,
    });
  });

  it('answers the category tree genre → mère → fils, ordered by id', async () => {
    const { status, body } = await get<List<CategoryNode>>('CategorieController/list_categories');
    expect(status).toBe(200);
    expect(body.data.map((genre) => genre.slug)).toEqual(['femme', 'homme']);
    const [femme] = body.data;
    expect(femme).toMatchObject({ niveau: 1, nom_fr: 'Femme', nom_uk: 'Women', nom_jp: 'レディース' });
    const sacs = femme?.children[0];
    expect(sacs).toMatchObject({ slug: 'sacs', niveau: 2, nom_uk: 'Bags' });
    expect(sacs?.children.map((leaf) => leaf.slug)).toContain('sacs-a-main');
    let total = 0;
    for (const genre of body.data) {
      for (const mere of genre.children) {
        expect(mere.niveau).toBe(2);
        const ids = mere.children.map((leaf) => leaf.id_categorie);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        for (const leaf of mere.children) expect(leaf).toMatchObject({ niveau: 3, children: [] });
        total += 1 + mere.children.length;
      }
      total += 1;
    }
    const [count] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM categorie');
    expect(total).toBe(count?.n);
  });

  it('lists the sizes and colours some variant has, colours named in the language asked', async () => {
    const sizes = await get<List<SizeOption>>('TailleController/list_taille_having_product');
    const used = await sql<{ id_taille: number }>('SELECT DISTINCT id_taille FROM sous_produit');
    expect(sizes.body.data.map((size) => size.id_taille).sort((a, b) => a - b)).toEqual(
      used.map((row) => row.id_taille).sort((a, b) => a - b),
    );
    expect(sizes.body.data).toContainEqual({
      id_taille: expect.any(Number),
      valeur_taille: 'TU',
      pays_taille: 'TU',
    });

    const french = await get<List<ColourOption>>('CouleurController/list_couleur_having_product');
    const english = await get<List<ColourOption>>('CouleurController/list_couleur_having_product?langue=en');
    expect(french.body.data.find((colour) => colour.code_hexa === '#111111')).toMatchObject({
      nom_couleur_fr: 'Noir',
      nom_couleur: 'Noir',
    });
    expect(english.body.data.find((colour) => colour.code_hexa === '#111111')).toMatchObject({
      nom_couleur_fr: 'Noir',
      nom_couleur: 'Black',
    });
    const colours = await sql<{ id_couleur: number }>('SELECT DISTINCT id_couleur FROM sous_produit');
    expect(english.body.data).toHaveLength(colours.length);
    await expectBadRequest('CouleurController/list_couleur_having_product?langue=xx');
  });
});

describe('get_produit_all', () => {
  /** A product with at least two variants, of which the test sells one. */
  let productId: number;
  let soldVariant: number;
  beforeAll(async () => {
    const [row] = await sql<{ id_produit: number }>(
      `SELECT id_produit FROM sous_produit GROUP BY id_produit HAVING count(*) >= 3
        ORDER BY id_produit LIMIT 1`,
    );
    productId = row?.id_produit as number;
    await sql(`UPDATE sous_produit SET etat = 'Disponible' WHERE id_produit = $1`, [productId]);
    const [variant] = await sql<{ id: number }>(
      'UPDATE sous_produit SET etat = $2 WHERE id = (SELECT min(id) FROM sous_produit WHERE id_produit = $1) RETURNING id',
      [productId, 'Vendu'],
    );
    soldVariant = variant?.id as number;
  });

  it('answers the whole product page as spec §3 describes it', async () => {
    const { status, body } = await get<ProductDetail>(
      `ProduitController/get_produit_all?id_produit=${productId}`,
    );
    expect(status).toBe(200);
    const [expected] = await sql<Record<string, string | number>>(
      // Asked without a language, the page is in French: the listing's own or its French texts.
      `SELECT COALESCE((SELECT t.modele FROM produit_texte t WHERE t.id_produit = p.id_produit AND t.langue = 'fr'),
                       p.modele) AS modele,
              ma.nom_marque, p.prix_unitaire, p.code_produit_vendeur,
              f.nom_fr AS fils_fr, f.nom_jp AS fils_jp, f.slug AS fils_slug,
              m.nom_fr AS mere_fr, m.nom_ru AS mere_ru, m.slug AS mere_slug, g.slug AS genre_slug,
              u.id_user, u.pseudo_profile, sp.alpha2, sp.taux_change, sp.code_monnaie, sp.nom_fr_fr,
              pa.alpha2 AS achat_alpha2, pa.nom_en_gb AS achat_en,
              p.duree_expedition_debut, p.livree_sous_fin
         FROM produit p JOIN marque ma ON ma.id_marque = p.id_marque
         JOIN categorie f ON f.id_categorie = p.id_categorie JOIN categorie m ON m.id_categorie = f.id_parent
         JOIN categorie g ON g.id_categorie = m.id_parent
         JOIN utilisateur u ON u.id_user = p.id_vendeur JOIN pays sp ON sp.id_pays = u.id_pays
         JOIN pays pa ON pa.id_pays = p.id_pays_achat
        WHERE p.id_produit = $1`,
      [productId],
    );
    expect(body.description).toMatchObject({
      id_produit: productId,
      marque: expected?.nom_marque,
      modele: expected?.modele,
      categorie_fr: expected?.mere_fr,
      categorie_ru: expected?.mere_ru,
      categorie_enfant_fr: expected?.fils_fr,
      categorie_enfant_jp: expected?.fils_jp,
      categorie_slug: expected?.fils_slug,
      mere_slug: expected?.mere_slug,
      genre_slug: expected?.genre_slug,
      code_produit_vendeur: expected?.code_produit_vendeur,
    });
    expect(body.prix).toEqual({ prix: expected?.prix_unitaire });
    expect(body.vendeur).toEqual({
      id_user: expected?.id_user,
      pseudo_profile: expected?.pseudo_profile,
      image_link_profile: expect.stringMatching(/^\/media\//),
      pays_fr: expected?.nom_fr_fr,
      alpha2: expected?.alpha2,
      taux_change: expected?.taux_change,
      code_monnaie: expected?.code_monnaie,
    });
    expect(body.livraison.pays_achat).toMatchObject({
      alpha2: expected?.achat_alpha2,
      pays_en: expected?.achat_en,
    });
    expect(body.livraison.pays_expedition).toMatchObject({
      alpha2: expected?.alpha2,
      pays_fr: expected?.nom_fr_fr,
    });
    expect(body.duree_expedition_debut).toBe(expected?.duree_expedition_debut);
    expect(body.livree_sous_fin).toBe(expected?.livree_sous_fin);

    const images = await sql<{ link_image: string }>(
      'SELECT link_image, id_couleur FROM image_produit WHERE id_produit = $1 ORDER BY rang',
      [productId],
    );
    expect(body.details.image_web).toEqual(images);
    expect(images.length).toBeGreaterThanOrEqual(2);
  });

  it('shows a sold variant as Vendu and counts only the others', async () => {
    const { body } = await get<ProductDetail>(`ProduitController/get_produit_all?id_produit=${productId}`);
    const variants = await sql<{ id: number; taille_fr: string; id_couleur: number }>(
      'SELECT s.id, t.taille_fr, s.id_couleur FROM sous_produit s JOIN taille t ON t.id_taille = s.id_taille WHERE s.id_produit = $1',
      [productId],
    );
    expect(body.details.sous_produit).toHaveLength(variants.length);
    for (const variant of body.details.sous_produit) {
      expect(variant.etat).toBe(variant.id === soldVariant ? 'Vendu' : 'Disponible');
      expect(variant.taille_Fr).toBe(variants.find((row) => row.id === variant.id)?.taille_fr);
      expect(variant).toEqual(
        expect.objectContaining({ code_hexa: expect.stringMatching(/^#/), taille_Jp: expect.any(String) }),
      );
    }
    expect(body.qte_produit).toBe(variants.length - 1);
    const colourIds = [...new Set(variants.map((variant) => variant.id_couleur))];
    expect(body.distinct_couleur.map((colour) => colour.id_coul).sort()).toEqual(colourIds.sort());
  });

  it('names colours in the language asked, and likes for the caller', async () => {
    const [black] = await sql<{ id_produit: number }>(
      `SELECT s.id_produit FROM sous_produit s JOIN couleur c ON c.id_couleur = s.id_couleur
        WHERE c.nom_couleur_fr = 'Noir' ORDER BY s.id_produit DESC LIMIT 1`,
    );
    const id = black?.id_produit as number;
    const english = await get<ProductDetail>(`ProduitController/get_produit_all?id_produit=${id}&langue=en`);
    expect(english.body.distinct_couleur.map((colour) => colour.nom_couleur)).toContain('Black');
    expect(english.body.details.sous_produit.map((variant) => variant.nom_couleur)).toContain('Black');
    expect(english.body.is_liked).toBe(false);

    await sql('INSERT INTO wishlist (id_user, id_produit) VALUES ($1, $2)', [buyer.id_user, id]);
    const liked = await get<ProductDetail>(`ProduitController/get_produit_all?id_produit=${id}`, buyer.token);
    expect(liked.body.is_liked).toBe(true);
    const visitor = await get<ProductDetail>(`ProduitController/get_produit_all?id_produit=${id}`);
    expect(visitor.body.is_liked).toBe(false);
  });

  it('answers a null purchase country when the seller gave none', async () => {
    await sql('UPDATE produit SET id_pays_achat = NULL WHERE id_produit = $1', [productId + 1]);
    const { body } = await get<ProductDetail>(
      `ProduitController/get_produit_all?id_produit=${productId + 1}`,
    );
    expect(body.livraison.pays_achat).toBeNull();
    expect(body.livraison.pays_expedition.alpha2).toEqual(expect.stringMatching(/^[A-Z]{2}$/));
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = await get('ProduitController/get_produit_all?id_produit=999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/999999/);
    for (const query of [
      '',
      'id_produit=-4',
      'id_produit=abc',
      `id_produit=${encodeURIComponent('1 OR 1=1')}`,
    ]) {
      await expectBadRequest(`ProduitController/get_produit_all?${query}`);
    }
    const forged = await get(
      `ProduitController/get_produit_all?id_produit=${productId}&id_user=${buyer.id_user + 1}`,
      buyer.token,
    );
    expect(forged.status).toBe(403);
  });
});

describe('list_produit_will_like_too', () => {
  it('answers up to 12 other products: same leaf first, then same brand, then same mère, newest first, sold last', async () => {
    const [source] = await sql<{
      id_produit: number;
      id_categorie: number;
      id_marque: number;
      id_parent: number;
    }>(
      `SELECT p.id_produit, p.id_categorie, p.id_marque, c.id_parent
         FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
        ORDER BY p.id_produit LIMIT 1 OFFSET 40`,
    );
    if (!source) throw new Error('The seeded catalogue has products');
    const list = await products(
      `ProduitController/list_produit_will_like_too?id_produit=${source.id_produit}`,
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(RELATED_PRODUCTS_LIMIT);
    expect(list.map((product) => product.id_produit)).not.toContain(source.id_produit);

    const mereLeaves = (
      await sql<{ id_categorie: number }>('SELECT id_categorie FROM categorie WHERE id_parent = $1', [
        source.id_parent,
      ])
    ).map((row) => row.id_categorie);
    const tier = (product: Product) =>
      product.id_categorie === source.id_categorie
        ? 1
        : product.id_marque === source.id_marque
          ? 2
          : mereLeaves.includes(product.id_categorie)
            ? 3
            : 4;
    const soldOut = new Set(
      (await sql<{ id_produit: number }>('SELECT id_produit FROM produit WHERE epuise')).map(
        (row) => row.id_produit,
      ),
    );
    const candidates = [
      ...(await idsWhere('p.id_categorie = $1 AND p.id_produit <> $2', [
        source.id_categorie,
        source.id_produit,
      ])),
      ...(await idsWhere('p.id_marque = $1 AND p.id_categorie <> $2', [
        source.id_marque,
        source.id_categorie,
      ])),
      ...(await idsWhere('p.id_categorie = ANY($1) AND p.id_categorie <> $2 AND p.id_marque <> $3', [
        mereLeaves,
        source.id_categorie,
        source.id_marque,
      ])),
    ];
    // Those still for sale first, in tier order; then the sold ones, in tier order.
    const expected = [
      ...candidates.filter((id) => !soldOut.has(id)),
      ...candidates.filter((id) => soldOut.has(id)),
    ].slice(0, RELATED_PRODUCTS_LIMIT);
    expect(list.map((product) => product.id_produit)).toEqual(expected);
    const forSale = list.filter((product) => product.qte_produit > 0);
    expect(list.slice(0, forSale.length)).toEqual(forSale);
    expect(forSale.map(tier)).toEqual([...forSale.map(tier)].sort());
    expect(list.every((product) => tier(product) < 4)).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await get('ProduitController/list_produit_will_like_too?id_produit=999999')).status).toBe(404);
    await expectBadRequest('ProduitController/list_produit_will_like_too?id_produit=0');
    await expectBadRequest('ProduitController/list_produit_will_like_too');
  });
});

describe('list_produit_by_Vendeur', () => {
  it("lists a seller's products newest first, and nothing for a user who sells nothing", async () => {
    const seller = await signIn(server.url, TEST_ACCOUNTS.otherSeller);
    const expected = await idsWhere('p.id_vendeur = $1', [seller.id_user]);
    expect(expected.length).toBeGreaterThan(3);
    const list = await products(`ProduitController/list_produit_by_Vendeur?id_vendeur=${seller.id_user}`);
    expect(list.map((product) => product.id_produit)).toEqual(expected);
    for (const product of list)
      expect(product).toMatchObject({ id_user: seller.id_user, pseudo_profile: 'VintageRoma' });

    const page = await products(
      `ProduitController/list_produit_by_Vendeur?id_vendeur=${seller.id_user}&limit=2&page=2`,
    );
    expect(page.map((product) => product.id_produit)).toEqual(expected.slice(2, 4));
    expect(await products(`ProduitController/list_produit_by_Vendeur?id_vendeur=${buyer.id_user}`)).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await get('ProduitController/list_produit_by_Vendeur?id_vendeur=999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual(expect.any(String));
    await expectBadRequest('ProduitController/list_produit_by_Vendeur?id_vendeur=-2');
    await expectBadRequest(
      `ProduitController/list_produit_by_Vendeur?id_vendeur=${encodeURIComponent("2' --")}`,
    );
  });
});

describe('search_produit', () => {
  type SearchBody = { data: Product[] | typeof EMPTY_SEARCH };
  async function search(q: string, extra = '') {
    const { status, body } = await get<SearchBody>(
      `ProduitController/search_produit?q=${encodeURIComponent(q)}${extra}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  }

  it("finds Hermès items for 'hermes' and for 'HERMÈS', the house's own first", async () => {
    const hermesItems = await idsWhere(
      `p.a_vendre AND p.id_marque = (SELECT id_marque FROM marque WHERE nom_marque = 'Hermès')`,
    );
    expect(hermesItems.length).toBeGreaterThan(0);
    const plain = await search('hermes');
    const shouted = await search('  HERMÈS ');
    if (plain === EMPTY_SEARCH || shouted === EMPTY_SEARCH) throw new Error('Hermès items exist');
    const ids = plain.map((product) => product.id_produit);
    expect(ids).toEqual(expect.arrayContaining(hermesItems));
    expect(plain[0]?.nom_marque).toBe('Hermès');
    expect(shouted.map((product) => product.id_produit)).toEqual(ids);
  });

  it("requires every word: 'sac noir' finds black bags", async () => {
    const found = await search('sac noir');
    if (found === EMPTY_SEARCH) throw new Error('black bags exist');
    const blackBags = await idsWhere(
      `p.a_vendre AND p.id_mere IN (SELECT id_categorie FROM categorie WHERE slug = 'sacs')
       AND EXISTS (SELECT 1 FROM sous_produit s JOIN couleur c ON c.id_couleur = s.id_couleur
                    WHERE s.id_produit = p.id_produit AND c.nom_couleur_fr = 'Noir')`,
    );
    expect(found.map((product) => product.id_produit)).toEqual(expect.arrayContaining(blackBags));
    const bags = await search('sac');
    if (bags === EMPTY_SEARCH) throw new Error('bags exist');
    expect(found.length).toBeLessThan(bags.length);
    const paged = await search('sac', '&limit=3&page=2');
    if (paged === EMPTY_SEARCH) throw new Error('a second page of bags exists');
    expect(paged.map((product) => product.id_produit)).toEqual(
      bags.slice(3, 6).map((product) => product.id_produit),
    );
  });

  it('answers the flag for a blank query, a made-up word, or SQL in the query', async () => {
    expect(await search('')).toBe(EMPTY_SEARCH);
    expect(await search('   ')).toBe(EMPTY_SEARCH);
    expect(await search('zorglubix')).toBe(EMPTY_SEARCH);
    expect(await search('hermes zorglubix')).toBe(EMPTY_SEARCH);
    expect(await search("' OR 1=1 --")).toBe(EMPTY_SEARCH);
  });

  it('reads punctuation and query syntax as plain text, never as a failure', async () => {
    for (const q of ['%', '_', '!', '&', '|', "'", ':*', '(', 'sac & !noir', 'sac | (', '\\', 'à']) {
      const found = await search(q);
      expect(Array.isArray(found) || found === EMPTY_SEARCH, q).toBe(true);
    }
    // Only a stop word: no word the index could match.
    expect(await search('le')).toBe(EMPTY_SEARCH);
  });

  it('refuses a missing or too long query with 400', async () => {
    await expectBadRequest('ProduitController/search_produit');
    await expectBadRequest(`ProduitController/search_produit?q=${'sac'.repeat(3400)}`);
    await expectBadRequest('ProduitController/search_produit?q=sac&limit=-1');
  });
});
