/**
 * Serves the built reference site at `/`, with the single-page-app fallback: any GET that is not
 * an API, media or socket path and asks for HTML gets `index.html`, and the site's router decides.
 *
 * The site's build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text asset
 * (packages/reference-site/scripts/precompress.mjs); the copy the browser accepts is sent as it is,
 * so nothing is compressed per request and the entry travels at a fraction of its size.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from './db/database.js';
import { pageHead, withHead } from './seo/pageHead.js';

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

export async function registerSite(
  app: FastifyInstance,
  siteDir: string | undefined,
  db: Queryable,
): Promise<void> {
  const hasSite = Boolean(siteDir && existsSync(join(siteDir, 'index.html')));
  const page = hasSite ? indexPage(siteDir as string) : null;
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
      // The page's head for crawlers and link previews: its language, canonical address and
      // alternates, and a product's name, price and structured data (seo/pageHead.ts).
      const head = await pageHead(db, `${request.protocol}://${request.host}`, path).catch(
        (error: unknown) => {
          // The page works without its head: a database that fails only costs the crawlers' tags.
          request.log.error(error);
          return null;
        },
      );
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return reply.send(head ? withHead(page(), head) : page());
    }
    return reply.status(404).send({ error: `No route ${request.method} ${path}` });
  });
}
