/**
 * Published addresses come from PUBLIC_URL: a request naming another host — in `Host`, or in
 * `X-Forwarded-Host` from a proxy the server trusts — finds that host in none of the pages' heads,
 * the sitemap or robots.txt. And PUBLIC_URL itself is checked at start.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openPglite } from '../db/database.js';
import { act } from '../orders/lifecycle.js';
import type { RunningServer } from '../server.js';
import { authUser, orderIn } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';
import { until } from '../testing/until.js';

const PUBLIC_URL = 'https://vitrine.example';
const EVIL = 'evil.example';
let server: RunningServer;
let siteDir: string;
const outboxDir = mkdtempSync(join(tmpdir(), 'vitrine-public-url-outbox-'));

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'vitrine-public-url-'));
  writeFileSync(
    join(siteDir, 'index.html'),
    '<!doctype html>\n<html lang="fr">\n<head>\n<title>Vitrine</title>\n</head>\n<body><div id="root"></div></body>\n</html>\n',
  );
  // Every proxy trusted: even a forwarded host, which fastify then takes as the request's host,
  // must not be published.
  server = await startTestServer({ siteDir, outboxDir, publicUrl: PUBLIC_URL, trustProxy: true });
});
afterAll(async () => {
  await server?.close();
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(outboxDir, { recursive: true, force: true });
});

/** A GET whose Host and forwarded host name another site, sent over the server's real HTTP. */
async function asEvil(path: string): Promise<string> {
  const response = await server.app.inject({
    method: 'GET',
    url: path,
    headers: { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http', accept: 'text/html' },
  });
  expect(response.statusCode, path).toBe(200);
  return response.body;
}

describe('the addresses the server publishes', () => {
  it('come from PUBLIC_URL in a page’s canonical, hreflang, og:url, og:image and JSON-LD, whatever the Host', async () => {
    const [product] = await server.db.query<{ id_produit: number; slug: string }>(
      `SELECT p.id_produit, c.slugs ->> 'en' AS slug FROM produit p JOIN categorie c ON c.id_categorie = p.id_categorie
        WHERE p.retire_le IS NULL ORDER BY p.id_produit LIMIT 1`,
    );
    const pages = [
      '/fr-fr',
      '/gb-en/new-shopping/femme',
      `/gb-en/shopping-detail/${product?.slug}/${product?.id_produit}`,
    ];
    for (const path of pages) {
      const page = await asEvil(path);
      expect(page, path).not.toContain(EVIL);
      expect(page, path).toContain(`<link rel="canonical" href="${PUBLIC_URL}/`);
      expect(page, path).toContain(`hreflang="x-default" href="${PUBLIC_URL}/`);
    }
    const productPage = await asEvil(pages[2] as string);
    expect(productPage).toContain(`<meta property="og:url" content="${PUBLIC_URL}/`);
    expect(productPage).toMatch(new RegExp(`<meta property="og:image" content="${PUBLIC_URL}/media/`));
    expect(productPage).toContain(`"url":"${PUBLIC_URL}/`);
  });

  it('come from PUBLIC_URL in robots.txt and every sitemap file, whatever the Host', async () => {
    const robots = await asEvil('/robots.txt');
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products-1.xml']) {
      const xml = await asEvil(path);
      expect(xml, path).not.toContain(EVIL);
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
      expect(locs.length, path).toBeGreaterThan(0);
      for (const loc of locs) expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
    }
    expect(robots).not.toContain(EVIL);
  });
});

describe('the links of e-mails', () => {
  it('lead to the order at PUBLIC_URL, in the reader’s language', async () => {
    const { id_commande, item } = await orderIn(server, 'paid');
    await act(server.context, authUser(item.id_vendeur), id_commande, 'accept');
    const link = `${PUBLIC_URL}/fr-fr/useraccount/order-detail/${id_commande}`;
    // The e-mails go out through the outbox right after the move: read once they are written.
    const mails = await until(async () => {
      const parsed = await Promise.all(
        readdirSync(outboxDir).map((file) => PostalMime.parse(readFileSync(join(outboxDir, file)))),
      );
      // The text part, as the reader reads it (a part is encoded when it is not plain ASCII).
      const found = parsed
        .filter((mail) =>
          mail.headers.some(
            (header) => header.key === 'x-vitrine-commande' && header.value === String(id_commande),
          ),
        )
        .map((mail) => mail.text ?? '');
      return found.length > 0 && found;
    });
    expect(mails.length, readdirSync(outboxDir).join(', ')).toBeGreaterThan(0);
    // Each reader's in their language; the new buyer's is French.
    const anyLanguage = new RegExp(
      `${PUBLIC_URL}/(fr-fr|gb-en|it-it|jp-jp|ru-ru)/useraccount/order-detail/${id_commande}$`,
      'm',
    );
    for (const mail of mails) expect(mail).toMatch(anyLanguage);
    expect(mails.some((mail) => mail.includes(link))).toBe(true);
  });
});

describe('PUBLIC_URL', () => {
  it('is an http(s) origin; a path, a query, credentials or another scheme stop the start', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
    expect(loadConfig({ PUBLIC_URL: ' https://Shop.Example:8443 ' }).publicUrl).toBe(
      'https://shop.example:8443',
    );
    for (const bad of [
      'shop.example',
      'ftp://shop.example',
      'https://shop.example/boutique',
      'https://shop.example/?a=1',
      'https://user:secret@shop.example',
      'javascript:alert(1)',
    ])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
  });

  it('defaults to this machine at the server’s port, never to a request’s Host', async () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8787');
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    // A server of its own, without PUBLIC_URL. What it tests is its configuration, not its
    // database: an empty in-memory PGlite in the PostgreSQL suite too, where a second server on
    // the cluster was held past its time in CI.
    const plain = await startTestServer({
      siteDir,
      db: await openPglite(),
      seed: false,
      jobIntervalMs: 3_600_000,
    });
    try {
      const port = new URL(plain.url).port;
      expect(plain.config.publicUrl).toBe(`http://localhost:${port}`);
      const robots = await plain.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: EVIL } });
      expect(robots.body).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
      expect(robots.body).not.toContain(EVIL);
    } finally {
      await plain.close();
    }
  }, 60_000);
});
