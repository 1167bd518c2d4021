/**
 * The head of the site's pages as a crawler reads it (`curl`, no script), against the real server
 * and its seeded catalogue: a product page in a British segment carries the product's name, its
 * price in pounds and its JSON-LD; every page its canonical address and alternates; a seller's
 * hostile name stays text.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { priceInMinorUnits } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryByAlpha2 } from '../db/queries/countries.js';
import type { RunningServer } from '../server.js';
import { startTestServer } from '../testing/testServer.js';

const PAGE =
  '<!doctype html>\n<html lang="fr">\n<head>\n<title>Vitrine — luxe</title>\n<meta name="description" content="Pièces de créateurs" />\n</head>\n<body><div id="root"></div></body>\n</html>\n';
let server: RunningServer;
let siteDir: string;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'vitrine-head-site-'));
  writeFileSync(join(siteDir, 'index.html'), PAGE);
  server = await startTestServer({ siteDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();

interface Listing {
  id_produit: number;
  /** The category's slug in each language, as the contract's categorySlugs wrote it. */
  slugs: string;
  marque: string;
  modele: string;
  prix_unitaire: number;
  taux_change: number;
}

async function englishListing(): Promise<Listing> {
  const [row] = await server.db.query<Listing>(
    `SELECT p.id_produit, c.slugs::text AS slugs, m.nom_marque AS marque, COALESCE(t.modele, p.modele) AS modele,
            p.prix_unitaire::float AS prix_unitaire, py.taux_change
       FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
       JOIN marque m ON m.id_marque = p.id_marque
       JOIN utilisateur u ON u.id_user = p.id_vendeur JOIN pays py ON py.id_pays = u.id_pays
       LEFT JOIN produit_texte t ON t.id_produit = p.id_produit AND t.langue = 'en'
      WHERE p.a_vendre ORDER BY p.id_produit LIMIT 1`,
  );
  return row as Listing;
}

/** The listing's category slug in a page's language. */
const slugIn = (listing: Listing, language: string) => JSON.parse(listing.slugs)[language] as string;

describe('a product page before any script', () => {
  it('holds the product’s name, its price in the visitor’s currency, and its Product/Offer JSON-LD', async () => {
    const listing = await englishListing();
    const path = `/gb-en/shopping-detail/${slugIn(listing, 'en')}/${listing.id_produit}`;
    const page = await html(path);
    const name = `${listing.marque} ${listing.modele}`;
    expect(page).toContain('<html lang="en"');
    expect(page).toContain(`<title>${name.replace(/'/g, '&#39;')} · Vitrine</title>`);
    const [, json] = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page) ?? [];
    const data = JSON.parse(json ?? 'null');
    const gb = await countryByAlpha2(server.db, 'GB');
    const pence = priceInMinorUnits(
      { prix_unitaire: listing.prix_unitaire, taux_change: listing.taux_change },
      gb!,
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      sku: String(listing.id_produit),
      offers: {
        '@type': 'Offer',
        price: (pence / 100).toFixed(2),
        priceCurrency: 'GBP',
        url: `${server.config.publicUrl}${path}`,
      },
    });
    expect(data.image[0]).toMatch(new RegExp(`^${server.config.publicUrl}/media/`));
    expect(page).toContain(`<meta property="og:title" content="${name.replace(/'/g, '&#39;')}">`);
    expect(page).toContain(`<meta property="product:price:currency" content="GBP">`);
  });

  it('names the canonical address of each language and the alternates, whatever the segment', async () => {
    const listing = await englishListing();
    const page = await html(`/ch-fr/shopping-detail/${slugIn(listing, 'fr')}/${listing.id_produit}`);
    // Each language's address holds the category's slug in that language.
    const at = (segment: string) =>
      `${server.config.publicUrl}/${segment}/shopping-detail/${encodeURIComponent(slugIn(listing, segment.slice(3)))}/${listing.id_produit}`;
    // Swiss French shows the French page in francs: the French page is the canonical one.
    expect(page).toContain(`<link rel="canonical" href="${at('fr-fr')}">`);
    const alternates: [segment: string, tag: string][] = [
      ['fr-fr', 'fr'],
      ['gb-en', 'en'],
      ['it-it', 'it'],
      ['jp-jp', 'ja'],
      ['ru-ru', 'ru'],
      ['fr-fr', 'x-default'],
    ];
    for (const [segment, tag] of alternates)
      expect(page).toContain(`<link rel="alternate" hreflang="${tag}" href="${at(segment)}">`);
    expect(JSON.parse(/application\/ld\+json">([^<]*)</.exec(page)?.[1] ?? '{}').offers.priceCurrency).toBe(
      'CHF',
    );
  });

  it('keeps a seller’s hostile model name as text, in the title, the tags and the JSON-LD', async () => {
    const listing = await englishListing();
    // `$&` and `$'` would be replacement patterns to a careless `String.replace`.
    const hostile = `</script><script>window.__pwned=1</script>"><img src=x onerror=alert(1)> $& $'`;
    await server.db.query('UPDATE produit SET modele = $2 WHERE id_produit = $1', [
      listing.id_produit,
      hostile,
    ]);
    await server.db.query('DELETE FROM produit_texte WHERE id_produit = $1', [listing.id_produit]);
    const page = await html(`/fr-fr/shopping-detail/${slugIn(listing, 'fr')}/${listing.id_produit}`);
    expect(page).not.toContain('<script>window.__pwned');
    expect(page).not.toContain('<img src=x');
    const [, json] = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page) ?? [];
    expect(JSON.parse(json ?? 'null').name).toBe(`${listing.marque} ${hostile}`);
  });
});

describe('every other page', () => {
  it('carries its language, canonical address and alternates; an unknown product is the plain page', async () => {
    const page = await html('/jp-jp/new-shopping/femme');
    expect(page).toContain('<html lang="ja"');
    expect(page).toContain(
      `<link rel="canonical" href="${server.config.publicUrl}/jp-jp/new-shopping/femme">`,
    );
    expect(page).toContain(
      `<link rel="alternate" hreflang="ru" href="${server.config.publicUrl}/ru-ru/new-shopping/femme">`,
    );
    const missing = await html('/fr-fr/shopping-detail/sacs/999999999');
    expect(missing).not.toContain('application/ld+json');
    expect(missing).toContain('<title>Vitrine — luxe</title>');
  });
});
