/**
 * A seller adds an article (checklist RO7, an addition to the spec): photos, description, price
 * and variants in one multipart call. Through HTTP against the real server: what a seller, a
 * buyer and a visitor see afterwards, and what is refused — with nothing left on disk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMAIL_UNCONFIRMED_CODE, type Product, type ProductDetail, type SizeOption } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLink } from '../auth/accountLinks.js';
import { filesUnder, multipartForm, tinyPng } from '../http/receiveFiles.test.helpers.js';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { buy, etatOf, newBuyer, ordersOfItem } from '../testing/checkoutFixtures.js';
import { verifyListing } from '../testing/listingReview.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let mediaDir: string;
let seller: { token: string; id_user: number };
/** A leaf category with a size grid of several sizes (dresses), and one of another grid. */
let dresses: { id_categorie: number; slug: string; sizes: number[] };
let shoeSize: number;
let colours: number[];
let parentCategory: number;

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'vitrine-add-product-media-'));
  server = await startTestServer({ mediaDir });
  seller = await signIn(server.url, TEST_ACCOUNTS.seller);
  const [leaf] = await server.db.query<{ id_categorie: number; slug: string; id_parent: number }>(
    "SELECT id_categorie, slug, id_parent FROM categorie WHERE niveau = 3 AND grille = 'clothing' ORDER BY id_categorie LIMIT 1",
  );
  const { id_categorie, slug, id_parent } = leaf as { id_categorie: number; slug: string; id_parent: number };
  const sizes = await server.db.query<{ id_taille: number }>(
    "SELECT id_taille FROM taille WHERE grille = 'clothing' ORDER BY rang",
  );
  dresses = { id_categorie, slug, sizes: sizes.map((size) => size.id_taille) };
  parentCategory = id_parent;
  const [shoe] = await server.db.query<{ id_taille: number }>(
    "SELECT id_taille FROM taille WHERE grille = 'shoes' ORDER BY rang LIMIT 1",
  );
  shoeSize = (shoe as { id_taille: number }).id_taille;
  colours = (
    await server.db.query<{ id_couleur: number }>('SELECT id_couleur FROM couleur ORDER BY id_couleur')
  ).map((colour) => colour.id_couleur);
});
afterAll(async () => {
  await server?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

type Body = Record<string, unknown> & { error?: string };

/** The text fields of a valid article; `overrides` replace fields, or remove them (undefined). */
function articleFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    id_marque: '1',
    id_categorie: String(dresses.id_categorie),
    modele: 'Robe Wrap Zéphyrine',
    description: 'Robe portefeuille en soie imprimée, portée une fois.',
    saison: 'Printemps-Été',
    collection: '2025',
    matiere: 'Soie',
    code_produit_vendeur: 'ZEP-01',
    prix_unitaire: '1250.50',
    etat_produit: 'occasion',
    id_pays_achat: '1',
    variants: JSON.stringify([
      { id_taille: dresses.sizes[0], id_couleur: colours[0] },
      { id_taille: dresses.sizes[1], id_couleur: colours[0] },
      { id_taille: dresses.sizes[1], id_couleur: colours[1] },
    ]),
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

const TWO_PHOTOS: [string, Uint8Array, string][] = [
  ['photo_1', tinyPng([20, 20, 20]), 'face.png'],
  ['photo_2', tinyPng([240, 230, 220]), 'dos.png'],
];

async function addArticle(
  fields: Record<string, string>,
  files: [string, Uint8Array, string][] = TWO_PHOTOS,
  token: string | null = seller.token,
) {
  const response = await fetch(`${server.url}/api/ProduitController/add_produit`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: multipartForm(fields, files),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const productPhotos = () => filesUnder(join(mediaDir, 'public', 'products'));

/** Calls that must be refused with 400 and leave no photo behind. */
async function expectRefused(fields: Record<string, string>, pattern: RegExp, token = seller.token) {
  const before = productPhotos();
  const answer = await addArticle(fields, TWO_PHOTOS, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.error).toMatch(pattern);
  expect(productPhotos()).toEqual(before);
}

describe('ProduitController/add_produit', () => {
  it('adds the article: first in new arrivals and in its seller’s list, with its photos and variants, once staff verify it', async () => {
    const answer = await addArticle(articleFields());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { id_produit, categorie_slug } = (
      answer.body as { data: { id_produit: number; categorie_slug: string } }
    ).data;
    expect(categorie_slug).toBe(dresses.slug);
    await verifyListing(server, id_produit);

    const arrivals = await api<{ data: Product[] }>(
      server.url,
      'ProduitController/list_produitavecVendeur?limit=3',
    );
    expect(arrivals.body.data[0]).toMatchObject({
      id_produit,
      modele: 'Robe Wrap Zéphyrine',
      prix_unitaire: 1250.5,
      id_user: seller.id_user,
      categorie_slug: dresses.slug,
      qte_produit: 3,
      link_image_pple: expect.stringMatching(/^\/media\/uploads\/products\/[0-9a-f]{32}\.png$/),
    });
    const own = await api<{ data: Product[] }>(
      server.url,
      `ProduitController/list_produit_by_Vendeur?id_vendeur=${seller.id_user}&limit=2`,
    );
    expect(own.body.data[0]?.id_produit).toBe(id_produit);

    const detail = await api<ProductDetail>(
      server.url,
      `ProduitController/get_produit_all?id_produit=${id_produit}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.description).toMatchObject({
      modele: 'Robe Wrap Zéphyrine',
      description: 'Robe portefeuille en soie imprimée, portée une fois.',
      saison: 'Printemps-Été',
      collection: '2025',
      code_produit: expect.stringMatching(/^VS\d{6}$/),
      code_produit_vendeur: 'ZEP-01',
      etat_produit: 'occasion',
      categorie_slug: dresses.slug,
    });
    expect(detail.body.prix.prix).toBe(1250.5);
    expect(detail.body.details.matiere).toBe('Soie');
    expect(detail.body.livraison.pays_achat).not.toBeNull();
    expect(detail.body).toMatchObject({
      duree_expedition_debut: 1,
      duree_expedition_fin: 3,
      livree_sous_debut: 3,
      livree_sous_fin: 7,
    });
    const images = detail.body.details.image_web.map((image) => image.link_image);
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(arrivals.body.data[0]?.link_image_pple);
    expect(
      detail.body.details.sous_produit.map(({ id_taille, id_couleur, etat }) => ({
        id_taille,
        id_couleur,
        etat,
      })),
    ).toEqual([
      { id_taille: dresses.sizes[0], id_couleur: colours[0], etat: 'Disponible' },
      { id_taille: dresses.sizes[1], id_couleur: colours[0], etat: 'Disponible' },
      { id_taille: dresses.sizes[1], id_couleur: colours[1], etat: 'Disponible' },
    ]);
    expect(detail.body.distinct_couleur).toHaveLength(2);

    // The photos are served as they were sent, in their order.
    const front = await fetch(`${server.url}${images[0]}`);
    expect(front.status).toBe(200);
    expect(Buffer.from(await front.arrayBuffer())).toEqual(tinyPng([20, 20, 20]));
    const back = await fetch(`${server.url}${images[1]}`);
    expect(Buffer.from(await back.arrayBuffer())).toEqual(tinyPng([240, 230, 220]));

    // Search finds it by its words, accents or not, and by its category in another language.
    const found = await api<{ data: Product[] | string }>(
      server.url,
      'ProduitController/search_produit?q=zephyrine',
    );
    expect((found.body.data as Product[]).map((product) => product.id_produit)).toEqual([id_produit]);
  });

  it("is written in the seller's language: the one chosen in Settings, else the one signed up in", async () => {
    const setLanguage = (value: string) =>
      api(server.url, 'ProfileController/update_paramatre_user', {
        token: seller.token,
        body: { nom_table: 'langue', value },
      });
    const writtenIn = async (id_produit: number) =>
      // Its seller reads it before staff verify it.
      (
        await api<ProductDetail>(
          server.url,
          `ProduitController/get_produit_all?id_produit=${id_produit}&langue=fr`,
          {
            token: seller.token,
          },
        )
      ).body.description.langue_texte;
    expect((await setLanguage('it')).status).toBe(200);
    try {
      const answer = await addArticle(
        articleFields({ modele: 'Abito Zefiro', code_produit_vendeur: 'ZEF-IT' }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await writtenIn((answer.body as { data: { id_produit: number } }).data.id_produit)).toBe('it');
    } finally {
      await setLanguage('fr');
    }
  });

  it('is buyable like the seeded ones: into a buyer’s cart, then paid and sold', async () => {
    const added = await addArticle(articleFields({ modele: 'Robe à acheter' }));
    const id_produit = (added.body as { data: { id_produit: number } }).data.id_produit;
    await verifyListing(server, id_produit);
    const detail = await api<ProductDetail>(
      server.url,
      `ProduitController/get_produit_all?id_produit=${id_produit}`,
    );
    const [first, second] = detail.body.details.sous_produit;

    const buyer = await newBuyer(server);
    const cart = await api(server.url, 'PanierController/add_panier', {
      token: buyer.token,
      body: { id_produit, id_sous_produit: first?.id },
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    const lines = await api<{ data: { id_sous_produit: number; modele_produit: string }[] }>(
      server.url,
      'PanierController/list_panier_byiduser',
      { token: buyer.token },
    );
    expect(lines.body.data).toEqual([
      expect.objectContaining({ id_sous_produit: first?.id, modele_produit: 'Robe à acheter' }),
    ]);

    await buy(server, buyer, {
      id_produit,
      id_sous_produit: second?.id as number,
      id_vendeur: seller.id_user,
      code_monnaie_vendeur: 'EUR',
      prix_unitaire: 1250.5,
      taux_change: 1,
    });
    expect(await etatOf(server, second?.id as number)).toBe('Vendu');
    expect(await ordersOfItem(server, second?.id as number)).toHaveLength(1);
  });

  it('refuses a buyer who is not a seller (403, pointing to Mon profil) and keeps no photo', async () => {
    const buyer = await signIn(server.url, TEST_ACCOUNTS.buyer);
    const before = productPhotos();
    const answer = await addArticle(articleFields(), TWO_PHOTOS, buyer.token);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatch(/Mon profil/);
    expect(productPhotos()).toEqual(before);
  });

  it('refuses a seller whose e-mail address is not confirmed (403, its code) and keeps no photo; once confirmed, adds', async () => {
    const fresh = await newBuyer(server);
    await server.db.query("UPDATE utilisateur SET role = 'kim', email_confirmed = false WHERE id_user = $1", [
      fresh.id_user,
    ]);
    const before = productPhotos();
    const refused = await addArticle(articleFields(), TWO_PHOTOS, fresh.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(EMAIL_UNCONFIRMED_CODE);
    expect(refused.body.error).toMatch(/Confirm your e-mail address/);
    expect(productPhotos()).toEqual(before);

    const [row] = await server.db.query<{ email: string }>(
      'SELECT email FROM utilisateur WHERE id_user = $1',
      [fresh.id_user],
    );
    const token = await issueLink(server.db, {
      id_user: fresh.id_user,
      purpose: 'email_confirmation',
      newEmail: row?.email,
      now: new Date(),
      ttlMs: 60_000,
    });
    expect((await api(server.url, 'web/email/confirm', { body: { token } })).status).toBe(200);
    const added = await addArticle(articleFields(), TWO_PHOTOS, fresh.token);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  });

  it('refuses a visitor: 401', async () => {
    const answer = await addArticle(articleFields(), TWO_PHOTOS, null);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual(expect.any(String));
  });

  it('refuses a size of another grid, a category that is not a leaf, unknown brands, colours and countries', async () => {
    await expectRefused(
      articleFields({ variants: JSON.stringify([{ id_taille: shoeSize, id_couleur: colours[0] }]) }),
      /^variants\.0\.id_taille: .*grid/,
    );
    await expectRefused(articleFields({ id_categorie: String(parentCategory) }), /^id_categorie: .*leaf/);
    await expectRefused(articleFields({ id_categorie: '999999' }), /^id_categorie: no category/);
    await expectRefused(articleFields({ id_marque: '999999' }), /^id_marque: no brand/);
    await expectRefused(articleFields({ id_pays_achat: '999999' }), /^id_pays_achat: no country/);
    await expectRefused(
      articleFields({ variants: JSON.stringify([{ id_taille: dresses.sizes[0], id_couleur: 999999 }]) }),
      /^variants\.0\.id_couleur: no colour/,
    );
    await expectRefused(articleFields({ variants: '[]' }), /^variants/);
    await expectRefused(articleFields({ variants: 'pas du JSON' }), /^variants/);
  });

  it('refuses a missing photo_1 or a non-image, storing nothing', async () => {
    const before = productPhotos();
    const missing = await addArticle(articleFields(), [['photo_2', tinyPng(), 'dos.png']]);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^photo_1: a file is required/);
    const text = await addArticle(articleFields(), [
      ['photo_1', new TextEncoder().encode('<?php echo 1;'), 'a.png'],
    ]);
    expect(text.status).toBe(400);
    expect(text.body.error).toMatch(/^photo_1: an image/);
    expect(productPhotos()).toEqual(before);
  });

  it('refuses a price that is negative, zero, huge, with 3 decimals, or with decimals in yen', async () => {
    for (const prix of ['-10', '0', '1000000.01', '99999999999', '12.345', 'abc']) {
      await expectRefused(articleFields({ prix_unitaire: prix }), /^prix_unitaire/);
    }
    const ginza = await signIn(server.url, 'ginzatreasure@sellers.vitrine.dev');
    await expectRefused(
      articleFields({ prix_unitaire: '125000.5' }),
      /^prix_unitaire: whole JPY/,
      ginza.token,
    );
    const whole = await addArticle(articleFields({ prix_unitaire: '125000' }), TWO_PHOTOS, ginza.token);
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
  });

  it('refuses missing or oversized texts, bad dimensions and windows ending before they start', async () => {
    await expectRefused(articleFields({ modele: undefined }), /^modele/);
    await expectRefused(articleFields({ modele: '   ' }), /^modele/);
    await expectRefused(articleFields({ description: 'x'.repeat(2001) }), /^description/);
    await expectRefused(articleFields({ etat_produit: 'comme neuf' }), /^etat_produit/);
    await expectRefused(articleFields({ largeur: '-1' }), /^largeur/);
    await expectRefused(
      articleFields({ duree_expedition_debut: '3', duree_expedition_fin: '1' }),
      /^duree_expedition_fin/,
    );
    await expectRefused(articleFields({ livree_sous_debut: '9', livree_sous_fin: '4' }), /^livree_sous_fin/);
  });

  it("keeps a seller's text as text: SQL metacharacters are stored as typed", async () => {
    const modele = "Sac ' OR 1=1 -- <script>";
    const answer = await addArticle(articleFields({ modele }));
    expect(answer.status).toBe(200);
    const id = (answer.body as { data: { id_produit: number } }).data.id_produit;
    // Its seller reads it on its page while it waits for staff.
    const detail = await api<ProductDetail>(
      server.url,
      `ProduitController/get_produit_all?id_produit=${id}`,
      {
        token: seller.token,
      },
    );
    expect(detail.body.description.modele).toBe(modele);
  });
});

describe('TailleController/list_taille', () => {
  it("lists every size, or those of a leaf category's grid", async () => {
    const all = await api<{ data: SizeOption[] }>(server.url, 'TailleController/list_taille');
    expect(all.status).toBe(200);
    expect(all.body.data.map((size) => size.id_taille)).toEqual(
      expect.arrayContaining([...dresses.sizes, shoeSize]),
    );
    const ofDresses = await api<{ data: SizeOption[] }>(
      server.url,
      `TailleController/list_taille?id_categorie=${dresses.id_categorie}`,
    );
    expect(ofDresses.body.data.map((size) => size.id_taille)).toEqual(dresses.sizes);
  });

  it('answers 400 for a category that is not a leaf and 404 for an unknown one', async () => {
    const parent = await api(server.url, `TailleController/list_taille?id_categorie=${parentCategory}`);
    expect(parent.status).toBe(400);
    expect(parent.body.error).toMatch(/leaf/);
    const unknown = await api(server.url, 'TailleController/list_taille?id_categorie=999999');
    expect(unknown.status).toBe(404);
  });
});
