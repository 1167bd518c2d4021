/**
 * What search engines read first: `robots.txt`, and a sitemap index (`/sitemap.xml`) naming one
 * file of the site's pages and as many files of products as the catalogue needs (sitemaps.org:
 * at most 50,000 addresses a file). Every page is listed once per language, at the language's
 * canonical address (the contract's CANONICAL_LOCALES), each with its alternates in the other
 * languages (`hreflang`), so a shopper finds the page in their own language.
 */
import {
  CANONICAL_LOCALES,
  type Destination,
  INFO_PAGES,
  infoPath,
  LANGUAGES,
  pathFor,
} from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { slugIn } from '../db/queries/categorySlugs.js';
import { countListedProducts, listedProducts, sellerIds } from '../db/queries/sitemap.js';
import { alternatesOf, defaultAlternate, escapeMarkup, type PathIn } from './alternates.js';

/** A product is listed in every language: this many products fill one file's 50,000 addresses. */
export const PRODUCTS_PER_FILE = Math.floor(50_000 / LANGUAGES.length);
/** Sellers' pages in the pages file, with the site's own few pages. */
const MAX_SELLERS = PRODUCTS_PER_FILE - 10;
const XML = 'application/xml; charset=utf-8';
/** Engines come back now and then; a new product waits at most this long to be listed. */
const CACHE = 'public, max-age=3600';

/** A destination's path in French, which urlsOf writes in every language. */
const pathOf = (destination: Destination) => pathFor(destination, CANONICAL_LOCALES.fr);

/** One page in every language: an `<url>` per language, each naming all of them as alternates. */
function urlsOf(base: string, path: PathIn, lastmod?: string): string {
  const addresses = alternatesOf(base, path);
  const alternates = [
    ...addresses.map(
      ({ tag, href }) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeMarkup(href)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(defaultAlternate(base, path))}"/>`,
  ].join('');
  const modified = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
  return addresses
    .map(({ href }) => `<url><loc>${escapeMarkup(href)}</loc>${modified}${alternates}</url>`)
    .join('\n');
}

const urlset = (urls: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;

/**
 * `origin` answers the site's configured address (PUBLIC_URL), read per request since a test
 * server learns its port only once listening; never the request's Host, which a client chooses.
 */
export function registerSitemap(app: FastifyInstance, db: Queryable, origin: () => string): void {
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE);
    // The API, the account, the cart and sign-in are nobody's search result.
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /*/useraccount',
      'Disallow: /*/checkout',
      'Disallow: /*/login',
      'Disallow: /*/favoris',
      `Sitemap: ${origin()}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const base = origin();
    const files = Math.ceil((await countListedProducts(db)) / PRODUCTS_PER_FILE);
    const entries = [
      `${base}/sitemaps/pages.xml`,
      ...Array.from({ length: files }, (_, index) => `${base}/sitemaps/products-${index + 1}.xml`),
    ].map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>`);
    reply.type(XML).header('cache-control', CACHE);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) => {
    const base = origin();
    const pages: Destination[] = [
      { to: 'home' },
      { to: 'products' },
      { to: 'brands' },
      { to: 'sellers' },
      ...(await sellerIds(db, MAX_SELLERS)).map((id_vendeur): Destination => ({ to: 'seller', id_vendeur })),
    ];
    // The company pages (help, terms…) are the site's own, in every language too.
    const paths = [...pages.map(pathOf), ...INFO_PAGES.map((page) => infoPath(page, CANONICAL_LOCALES.fr))];
    reply.type(XML).header('cache-control', CACHE);
    return urlset(paths.map((path) => urlsOf(base, path)).join('\n'));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/products-:file', async (request, reply) => {
    const number = /^(\d{1,6})\.xml$/.exec(request.params.file)?.[1];
    const index = Number(number) - 1;
    const products =
      number && index >= 0 ? await listedProducts(db, index * PRODUCTS_PER_FILE, PRODUCTS_PER_FILE) : [];
    if (products.length === 0) return reply.status(404).send({ error: 'No such sitemap file.' });
    const base = origin();
    reply.type(XML).header('cache-control', CACHE);
    return urlset(
      products
        .map((product) =>
          urlsOf(
            base,
            // Each language's address holds the category's slug in that language.
            (language) =>
              pathFor(
                { to: 'product', id_produit: product.id_produit, categorie: slugIn(product, language) },
                CANONICAL_LOCALES[language],
              ),
            new Date(product.created_at).toISOString(),
          ),
        )
        .join('\n'),
    );
  });
}
