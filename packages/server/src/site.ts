/**
 * Serves the built reference site at `/`, with the single-page-app fallback: any GET that is not
 * an API, media or socket path and asks for HTML gets `index.html`, and the site's router decides.
 *
 * The site's build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text asset
 * (packages/reference-site/scripts/precompress.mjs); the copy the browser accepts is sent as it is,
 * so nothing is compressed per request and the entry travels at a fraction of its size.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_SITE = /^\/(api|media|socket\.io)(\/|$)/;
/** Vite's output folder: every file in it has a content hash in its name. */
const HASHED = /[\\/]assets[\\/]/;

export async function registerSite(app: FastifyInstance, siteDir: string | undefined): Promise<void> {
  const hasSite = Boolean(siteDir && existsSync(join(siteDir, 'index.html')));
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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !NOT_SITE.test(path) && !/\.\w{2,5}$/.test(path);
    if (hasSite && wantsPage) return reply.sendFile('index.html');
    return reply.status(404).send({ error: `No route ${request.method} ${path}` });
  });
}
