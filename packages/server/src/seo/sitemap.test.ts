/**
 * robots.txt and the sitemap against the real server and its seeded catalogue: every listed
 * product at its address in each language with its alternates, the site's pages and sellers,
 * a withdrawn listing left out, and the private pages kept from crawlers.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INFO_PAGES } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { startTestServer } from '../testing/testServer.js';
import { PRODUCTS_PER_FILE } from './sitemap.js';

let server: RunningServer;
let siteDir: string;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'vitrine-sitemap-site-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Vitrine</title><div id="root"></div>');
  server = await startTestServer({ siteDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);

describe('robots.txt', () => {
  it('lets crawlers in, keeps them from the API, the account, the cart and sign-in, and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.type).toMatch(/^text\/plain/);
    const lines = robots.text.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/api/', '/*/useraccount', '/*/checkout', '/*/login'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${server.config.publicUrl}/sitemap.xml`);
  });
});

describe('the sitemap', () => {
  it('is an index of the pages file and as many product files as the catalogue fills', async () => {
    const [{ count }] = (await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM produit WHERE a_vendre',
    )) as [{ count: number }];
    const index = await get('/sitemap.xml');
    expect(index.type).toMatch(/^application\/xml/);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = Math.ceil(count / PRODUCTS_PER_FILE);
    expect(locs(index.text)).toEqual([
      `${server.config.publicUrl}/sitemaps/pages.xml`,
      ...Array.from({ length: files }, (_, n) => `${server.config.publicUrl}/sitemaps/products-${n + 1}.xml`),
    ]);
    expect((await get(`/sitemaps/products-${files + 1}.xml`)).status).toBe(404);
    expect((await get('/sitemaps/products-x.xml')).status).toBe(404);
  });

  it('lists every product not withdrawn, in each language, with its alternates', async () => {
    const [withdrawn] = await server.db.query<{ id_produit: number }>(
      'UPDATE produit SET retire_le = now() WHERE id_produit = (SELECT min(id_produit) FROM produit) RETURNING id_produit',
    );
    const products = await server.db.query<{ id_produit: number; slug: string }>(
      `SELECT p.id_produit, c.slug FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
        WHERE p.a_vendre ORDER BY p.id_produit`,
    );
    const xml = (await get('/sitemaps/products-1.xml')).text;
    const listed = locs(xml);
    expect(listed).toHaveLength(products.length * 5);
    // A handbag's address holds 'handbag' in each language's words.
    const handbag = products.find((product) => product.slug === 'sacs-a-main') as { id_produit: number };
    const handbagIn = {
      'fr-fr': 'sacs-a-main',
      'gb-en': 'handbags',
      'it-it': 'borse-a-mano',
      'jp-jp': encodeURIComponent('ハンドバッグ'),
      'ru-ru': encodeURIComponent('сумки-с-ручками'),
    };
    const handbagAt = (segment: keyof typeof handbagIn) =>
      `${server.config.publicUrl}/${segment}/shopping-detail/${handbagIn[segment]}/${handbag.id_produit}`;
    const segments = Object.keys(handbagIn) as (keyof typeof handbagIn)[];
    const at = listed.indexOf(handbagAt('fr-fr'));
    expect(listed.slice(at, at + 5)).toEqual(segments.map(handbagAt));
    expect(listed.some((loc) => loc.endsWith(`/${withdrawn?.id_produit}`))).toBe(false);
    // Each address names the five languages, at their own slugs, and a default.
    const handbagUrl = xml.split('</url>')[at] as string;
    for (const [segment, tag] of [
      ['fr-fr', 'fr'],
      ['gb-en', 'en'],
      ['it-it', 'it'],
      ['jp-jp', 'ja'],
      ['ru-ru', 'ru'],
      ['fr-fr', 'x-default'],
    ] as const)
      expect(handbagUrl).toContain(
        `<xhtml:link rel="alternate" hreflang="${tag}" href="${handbagAt(segment)}"/>`,
      );
    const firstUrl = xml.split('</url>')[0] as string;
    expect(firstUrl).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    await server.db.query('UPDATE produit SET retire_le = NULL WHERE id_produit = $1', [
      withdrawn?.id_produit,
    ]);
  });

  it("lists the site's pages, the company pages and every seller's page", async () => {
    const sellers = await server.db.query<{ id_user: number }>(
      "SELECT id_user FROM utilisateur WHERE role = 'kim'",
    );
    const listed = locs((await get('/sitemaps/pages.xml')).text);
    for (const path of [
      '/fr-fr',
      '/gb-en/new-shopping',
      '/jp-jp/designers',
      '/it-it/our-sellers',
      '/gb-en/terms',
      '/ru-ru/help',
      '/jp-jp/contact',
      '/it-it/privacy',
      '/fr-fr/faq',
      '/gb-en/about',
    ])
      expect(listed).toContain(`${server.config.publicUrl}${path}`);
    for (const { id_user } of sellers)
      expect(listed).toContain(`${server.config.publicUrl}/ru-ru/selleraccount-detail/${id_user}`);
    expect(listed).toHaveLength((4 + INFO_PAGES.length + sellers.length) * 5);
  });
});
