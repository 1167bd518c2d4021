/** Assembles the web service: every contract endpoint, media, the site and error handling. */
import { endpoints } from '@vitrine/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import type { AppContext } from './context.js';
import { registerCors } from './http/cors.js';
import type { Handlers } from './http/handler.js';
import { installErrorHandler, registerEndpoint } from './http/registerEndpoint.js';
import { registerCatalogImages } from './media/catalogImages.js';
import { bannerHandlers } from './routes/banners.js';
import { catalogHandlers } from './routes/catalog.js';
import { countryHandlers } from './routes/countries.js';
import { sellerHandlers } from './routes/sellers.js';
import { registerSite } from './site.js';

// Readable validation messages ("Too small: expected …") in the server's 400 answers; the
// browser bundles keep zod/mini without locales.
z.config(en());

/** Every endpoint's handler; the type makes a missing one a compile error. */
export function createHandlers(context: AppContext): Handlers {
  return {
    ...countryHandlers(context),
    ...bannerHandlers(context),
    ...catalogHandlers(context),
    ...sellerHandlers(context),
  };
}

export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: context.config.logLevel === 'silent' ? false : { level: context.config.logLevel },
    bodyLimit: 1024 * 1024,
    // One line per request is noise at this size; errors and the start line are still logged.
    disableRequestLogging: true,
  });
  installErrorHandler(app);
  await registerCors(app, context.config.allowedOrigins);

  const handlers = createHandlers(context);
  for (const [name, endpoint] of Object.entries(endpoints)) {
    registerEndpoint(app, endpoint, handlers[name as keyof Handlers] as never, {
      db: context.db,
      validateResponses: context.config.validateResponses,
    });
  }
  app.get('/api/health', async () => ({ status: 'ok', database: context.db.kind }));

  registerCatalogImages(app, context.db);
  await registerSite(app, context.config.siteDir);
  return app;
}
