/**
 * Serves the built reference site at `/`, with the single-page-app fallback: any GET that is not
 * an API, media or socket path and asks for HTML gets `index.html`, and the site's router decides.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_SITE = /^\/(api|media|socket\.io)(\/|$)/;

export async function registerSite(app: FastifyInstance, siteDir: string | undefined): Promise<void> {
  const hasSite = Boolean(siteDir && existsSync(join(siteDir, 'index.html')));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir as string,
      prefix: '/',
      // Looked up per request, so a rebuilt site is served without a restart.
      wildcard: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !NOT_SITE.test(path) && !/\.\w{2,5}$/.test(path);
    if (hasSite && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ error: `No route ${request.method} ${path}` });
  });
}
