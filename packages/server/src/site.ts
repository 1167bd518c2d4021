/**
 * Serves the built reference site at `/`, with the single-page-app fallback: any GET that is not
 * an API, media or socket path and asks for HTML gets `index.html`, and the site's router decides.
 * With the site's server render, a visitor's page comes with its content already in it
 * (pageRender.ts), which the browser then hydrates.
 *
 * The site's build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text asset
 * (packages/reference-site/scripts/precompress.mjs); the copy the browser accepts is sent as it is,
 * so nothing is compressed per request and the entry travels at a fraction of its size.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from './db/database.js';
import { loadPageRenderer, type PageRenderer, withRenderedPage } from './pageRender.js';
import { pageHead, withHead } from './seo/pageHead.js';
import { productRedirect } from './seo/productAddress.js';

const NOT_SITE = /^\/(api|media|socket\.io)(\/|$)/;
/** Vite's output folder: every file in it has a content hash in its name. */
const HASHED = /[\\/]assets[\\/]/;

/** The site's index.html, read again when a rebuild changes it. */
function indexPage(siteDir: string): () => string {
  let cached: { mtimeMs: number; size: number; html: string } | undefined;
  return () => {
    const file = join(siteDir, 'index.html');
    const { mtimeMs, size } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs || cached.size !== size) {
      cached = { mtimeMs, size, html: readFileSync(file, 'utf8') };
    }
    return cached.html;
  };
}

/** What the client takes, brotli first; null for neither. */
function pageEncoding(accepted: string | undefined): 'br' | 'gzip' | null {
  const names = (accepted ?? '').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase());
  if (names.includes('br')) return 'br';
  if (names.includes('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Fast settings: a page is compressed for each request, while the build's assets take the slowest. */
function compressPage(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipped(html, { level: 6 });
}

export async function registerSite(
  app: FastifyInstance,
  siteDir: string | undefined,
  db: Queryable,
  rendererPath: string | undefined,
  /** The site's configured address (PUBLIC_URL), never the request's Host: see seo/sitemap.ts. */
  origin: () => string,
): Promise<void> {
  const hasSite = Boolean(siteDir && existsSync(join(siteDir, 'index.html')));
  const page = hasSite ? indexPage(siteDir as string) : null;
  const renderer: PageRenderer | null =
    page && rendererPath ? await loadPageRenderer(app, rendererPath) : null;
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir as string,
      prefix: '/',
      // Looked up per request, so a rebuilt site is served without a restart.
      wildcard: true,
      // `x.js.br` or `x.js.gz` when the request accepts it and the build wrote it, else `x.js`;
      // `vary: accept-encoding` either way.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders(reply, path) {
        reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !NOT_SITE.test(path) && !/\.\w{2,5}$/.test(path);
    if (page && wantsPage) {
      // The page works without what follows: a failure costs its redirect, its tags or its first
      // paint, not the page.
      const failed = (error: unknown) => {
        request.log.error(error);
        return null;
      };
      // A product named by another slug than its language's goes to its one address.
      const moved = await productRedirect(db, request.url).catch(failed);
      if (moved) return reply.redirect(moved, 301);
      // The page's head for crawlers and link previews: its language, canonical address and
      // alternates, and a product's name, price and structured data (seo/pageHead.ts).
      const [head, rendered] = await Promise.all([
        pageHead(db, origin(), path).catch(failed),
        renderer?.render(request.url).catch(failed),
      ]);
      let html = head ? withHead(page(), head) : page();
      if (rendered) {
        html = withRenderedPage(html, rendered);
        reply.status(rendered.status);
      }
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      // A rendered page is the largest answer of the site, most of it words and JSON that
      // compress tenfold; the site's assets went compressed at build time, this one per request.
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(await compressPage(html, encoding));
    }
    return reply.status(404).send({ error: `No route ${request.method} ${path}` });
  });
}
