/**
 * Pages rendered on the server by the built site (`npm run build` first), against the real server
 * and its seeded catalogue: what `curl` gets of a product page and of a list is their content, in
 * the address's language and currency, with the reads the browser hydrates from; a seller's text
 * cannot break out of the page; an address outside the site's locales is the plain page.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, priceInMinorUnits } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryByAlpha2 } from './db/queries/countries.js';
import { openSession } from './db/queries/users.js';
import type { RunningServer } from './server.js';
import { api } from './testing/accounts.js';
import { verifyListing } from './testing/listingReview.js';
import { startTestServer } from './testing/testServer.js';

const site = fileURLToPath(new URL('../../reference-site', import.meta.url));
const siteDir = join(site, 'dist');
const siteRenderer = join(site, 'dist-ssr', 'entry-server.js');

let server: RunningServer;

beforeAll(async () => {
  if (!existsSync(siteRenderer))
    throw new Error(`${siteRenderer} is missing: build the site first (npm run build)`);
  server = await startTestServer({ siteDir, siteRenderer });
});
afterAll(async () => {
  await server?.close();
});

const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
/** What `#root` holds, as text. */
const rootText = (html: string) =>
  (/<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
/** What the page carries for the browser's first render: its reads and the visitor's country. */
const sentWith = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="vitrine-snapshot">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
  );
const snapshotOf = (html: string) => sentWith(html).reads;
const countryOf = (html: string) => sentWith(html).country;

interface Listing {
  id_produit: number;
  slug: string;
  modele: string;
  prix_unitaire: number;
  taux_change: number;
  pseudo: string;
}

async function englishListing(): Promise<Listing> {
  const [row] = await server.db.query<Listing>(
    `SELECT p.id_produit, c.slug, COALESCE(t.modele, p.modele) AS modele,
            p.prix_unitaire::float AS prix_unitaire, py.taux_change, u.pseudo_profile AS pseudo
       FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
       JOIN utilisateur u ON u.id_user = p.id_vendeur JOIN pays py ON py.id_pays = u.id_pays
       LEFT JOIN produit_texte t ON t.id_produit = p.id_produit AND t.langue = 'en'
      WHERE p.a_vendre ORDER BY p.id_produit LIMIT 1`,
  );
  if (!row) throw new Error('The seeded catalogue has no listing');
  return row;
}

describe('a page rendered on the server', () => {
  it('holds a product’s name, price in the visitor’s currency and seller in its HTML', async () => {
    const listing = await englishListing();
    const html = await page(`/gb-en/shopping-detail/${listing.slug}/${listing.id_produit}`);
    const text = rootText(html);
    const britain = await countryByAlpha2(server.db, 'GB');
    if (!britain) throw new Error('No United Kingdom in the seeded countries');
    // The contract's money rule, written as a British shopper reads pounds.
    const pence = priceInMinorUnits(listing, britain);
    const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
    expect(text).toContain(listing.modele);
    expect(text).toContain(listing.pseudo);
    expect(text).toContain(price);
    expect(text).toContain('Add to cart');
    expect(Object.keys(snapshotOf(html))).toContain(`catalog/product:[${listing.id_produit},true,"en",0]`);
    // The country comes with it: the browser hydrates without asking for it.
    expect(countryOf(html)).toEqual(expect.objectContaining({ alpha2: 'GB', code_monnaie: 'GBP' }));
    // Its rules come with it, for Emotion in the browser to take over.
    expect(html).toMatch(/<style data-emotion="vitrine [\w ]+">[^<]*\.vitrine-/);
  });

  it('holds a list’s products, those the API lists for the same address', async () => {
    const html = await page('/it-it/new-shopping/femme');
    const listed = (await (
      await fetch(`${server.url}/api/${endpoints.rechercheFiltre.path}?genre=femme&langue=it&page=1&limit=24`)
    ).json()) as { data: { id_produit: number }[] };
    const entry = Object.entries(snapshotOf(html)).find(([key]) => key.startsWith('catalog/products:["it"'));
    if (!entry) throw new Error('The list page carries no read of its products');
    const products = (entry[1] as { data: { id_produit: number; modele: string }[] }).data;
    expect(products).toHaveLength(24);
    expect(products.map((product) => product.id_produit)).toEqual(
      listed.data.map((product) => product.id_produit),
    );
    const text = rootText(html);
    for (const product of products.slice(0, 5)) expect(text).toContain(product.modele);
  });

  it('keeps a seller’s hostile text inside the page’s text and data', async () => {
    const listing = await englishListing();
    // `$&` and `$'` would be replacement patterns to a careless `String.replace`.
    const hostile = `</script><script>window.__pwned=1</script><img src=x onerror=alert(1)> $& $'`;
    await server.db.query('UPDATE produit SET modele = $2 WHERE id_produit = $1', [
      listing.id_produit,
      hostile,
    ]);
    await server.db.query('DELETE FROM produit_texte WHERE id_produit = $1', [listing.id_produit]);
    const html = await page(`/fr-fr/shopping-detail/${listing.slug}/${listing.id_produit}`);
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).not.toContain('<img src=x');
    const snapshot = snapshotOf(html);
    const product = snapshot[`catalog/product:[${listing.id_produit},true,"fr",0]`];
    expect(product.data.description.modele).toBe(hostile);
  });

  it('holds the home’s newest items, the brands, the sellers and a seller’s profile', async () => {
    // The home's first rail: the newest items, as the API lists them in Russian.
    const newest = (await (
      await fetch(`${server.url}/api/${endpoints.listProduit.path}?type=web&langue=ru&limit=1`)
    ).json()) as { data: { modele: string }[] };
    expect(rootText(await page('/ru-ru'))).toContain(newest.data[0]?.modele);
    const [brand] = await server.db.query<{ nom_marque: string }>(
      'SELECT nom_marque FROM marque ORDER BY nom_marque LIMIT 1',
    );
    expect(rootText(await page('/fr-fr/designers'))).toContain(brand?.nom_marque);
    const [seller] = await server.db.query<{ id_user: number; pseudo_profile: string }>(
      `SELECT u.id_user, u.pseudo_profile FROM utilisateur u
        WHERE EXISTS (SELECT 1 FROM produit p WHERE p.id_vendeur = u.id_user) ORDER BY u.id_user LIMIT 1`,
    );
    if (!seller) throw new Error('The seeded catalogue has no seller');
    expect(rootText(await page('/fr-fr/our-sellers'))).toContain(seller.pseudo_profile);
    const profile = rootText(await page(`/fr-fr/selleraccount-detail/${seller.id_user}`));
    expect(profile).toContain(seller.pseudo_profile);
  });

  it('serves a page again only as its reads now answer: a renamed product shows its new name at once', async () => {
    const listing = await englishListing();
    const path = `/it-it/shopping-detail/${listing.slug}/${listing.id_produit}`;
    const first = await page(path);
    expect(await page(path)).toBe(first);
    const renamed = `Renamed ${Date.now()}`;
    await server.db.query('UPDATE produit SET modele = $2 WHERE id_produit = $1', [
      listing.id_produit,
      renamed,
    ]);
    await server.db.query('DELETE FROM produit_texte WHERE id_produit = $1', [listing.id_produit]);
    const after = await page(path);
    expect(rootText(after)).toContain(renamed);
    expect(
      snapshotOf(after)[`catalog/product:[${listing.id_produit},true,"it",0]`].data.description.modele,
    ).toBe(renamed);
  });

  it('leaves out a listing awaiting staff (its page 404), kept pages included; verified, it shows at once', async () => {
    // The newest listing for sale, which the home's first rail shows; its seller changes its text.
    const [newest] = await server.db.query<{ id_produit: number; id_vendeur: number; slug: string }>(
      `SELECT p.id_produit, p.id_vendeur, c.slug FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
        WHERE p.a_vendre AND EXISTS (SELECT 1 FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.etat = 'Disponible')
          AND NOT EXISTS (SELECT 1 FROM payment_intent pi WHERE pi.id_produit = p.id_produit)
        ORDER BY p.created_at DESC, p.id_produit DESC LIMIT 1`,
    );
    if (!newest) throw new Error('The seeded catalogue has no listing for sale');
    const path = `/fr-fr/shopping-detail/${newest.slug}/${newest.id_produit}`;
    const shows = (html: string) =>
      JSON.stringify(snapshotOf(html)).includes(`"id_produit":${newest.id_produit},`);
    // Rendered and kept before the change.
    expect(shows(await page('/fr-fr'))).toBe(true);
    expect((await fetch(`${server.url}${path}`)).status).toBe(200);

    const token = (await openSession(server.db, newest.id_vendeur, 600, new Date())).token;
    const changed = await api(server.url, 'ProduitController/update_mon_produit', {
      token,
      body: { id_produit: newest.id_produit, description: 'Texte changé, à vérifier.' },
    });
    expect(changed.status).toBe(200);
    expect(shows(await page('/fr-fr'))).toBe(false);
    const hidden = await fetch(`${server.url}${path}`);
    expect(hidden.status).toBe(404);
    expect(rootText(await hidden.text())).not.toContain('Texte changé');

    await verifyListing(server, newest.id_produit);
    expect(shows(await page('/fr-fr'))).toBe(true);
    const shown = await fetch(`${server.url}${path}`);
    expect(shown.status).toBe(200);
    expect(rootText(await shown.text())).toContain('Texte changé, à vérifier.');
  });

  it('answers 404 for a product, a seller or a page that does not exist, with the page that says so', async () => {
    for (const path of [
      '/gb-en/shopping-detail/sacs/999999999',
      '/gb-en/selleraccount-detail/999999999',
      '/gb-en/no-such-page',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(rootText(await response.text())).toMatch(/not found|no longer|doesn.t exist/i);
    }
    const found = await fetch(`${server.url}/gb-en/new-shopping/femme`);
    expect(found.status).toBe(200);
  });

  it('is the plain page outside the site’s locales', async () => {
    const html = await page('/nowhere/at-all');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('vitrine-snapshot');
  });
});
