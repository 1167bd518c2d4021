/** Assembles the web service: every contract endpoint, media, the site and error handling. */
import multipart from '@fastify/multipart';
import { endpoints } from '@vitrine/contract';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import type { AppContext } from './context.js';
import { registerCors } from './http/cors.js';
import type { Handlers } from './http/handler.js';
import { rateLimitOf, registerRateLimits } from './http/rateLimits.js';
import { registerReadiness } from './http/readiness.js';
import { createFileReceiver, MAX_FILE_BYTES } from './http/receiveFiles.js';
import { installErrorHandler, registerEndpoint } from './http/registerEndpoint.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerXsrf } from './http/xsrf.js';
import { registerCatalogImages } from './media/catalogImages.js';
import { registerEvidencePhotos } from './media/evidencePhotos.js';
import { accountHandlers } from './routes/account.js';
import { addressBookHandlers } from './routes/addressBook.js';
import { authHandlers } from './routes/auth.js';
import { bannerHandlers } from './routes/banners.js';
import { cartHandlers } from './routes/cart.js';
import { catalogHandlers } from './routes/catalog.js';
import { countryHandlers } from './routes/countries.js';
import { favouriteHandlers } from './routes/favourites.js';
import { leavingHandlers } from './routes/leaving.js';
import { messageHandlers } from './routes/messages.js';
import { offerHandlers } from './routes/offers.js';
import { onboardingHandlers } from './routes/onboarding.js';
import { orderHandlers } from './routes/orders.js';
import { paymentAccountHandlers } from './routes/paymentAccount.js';
import { paymentHandlers } from './routes/payments.js';
import { productTextHandlers } from './routes/productTexts.js';
import { reviewHandlers } from './routes/reviews.js';
import { savedSearchHandlers } from './routes/savedSearches.js';
import { searchSuggestionHandlers } from './routes/searchSuggestions.js';
import { sellerProductHandlers } from './routes/sellerProducts.js';
import { sellerHandlers } from './routes/sellers.js';
import { settingsHandlers } from './routes/settings.js';
import { staffHandlers } from './routes/staff.js';
import { waitingHandlers } from './routes/waiting.js';
import { registerSitemap } from './seo/sitemap.js';
import { registerSite } from './site.js';

// Readable validation messages ("Too small: expected …") in the server's 400 answers; the
// browser bundles keep zod/mini without locales.
z.config(en());

/** Every endpoint's handler; the type makes a missing one a compile error. */
export function createHandlers(context: AppContext): Handlers {
  return {
    ...authHandlers(context),
    ...accountHandlers(context),
    ...leavingHandlers(context),
    ...countryHandlers(context),
    ...bannerHandlers(context),
    ...catalogHandlers(context),
    ...searchSuggestionHandlers(context),
    ...productTextHandlers(context),
    ...sellerProductHandlers(context),
    ...staffHandlers(context),
    ...reviewHandlers(context),
    ...sellerHandlers(context),
    ...cartHandlers(context),
    ...favouriteHandlers(context),
    ...orderHandlers(context),
    ...addressBookHandlers(context),
    ...paymentHandlers(context),
    ...paymentAccountHandlers(context),
    ...messageHandlers(context),
    ...onboardingHandlers(context),
    ...settingsHandlers(context),
    ...waitingHandlers(context),
    ...offerHandlers(context),
    ...savedSearchHandlers(context),
  };
}

export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: context.config.logLevel === 'silent' ? false : { level: context.config.logLevel },
    bodyLimit: 1024 * 1024,
    // Believed for the client's address (limits per client) and protocol (HSTS) only when set.
    trustProxy: context.config.trustProxy,
    // One line per request is noise at this size; errors and the start line are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // Errors the router raises before any handler (a path parameter too long, a bad URL) get the
    // same `{ error }` body as every other failure.
    frameworkErrors: (error, _request, reply) => {
      (reply as FastifyReply).status(error.statusCode ?? 400).send({ error: error.message });
    },
  });
  installErrorHandler(app);
  registerSecurityHeaders(app, context.config.siteDir);
  await registerCors(app, context.config.allowedOrigins);
  await registerXsrf(app);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 8, fields: 50, parts: 60 } });
  await registerRateLimits(app);

  const handlers = createHandlers(context);
  const receiveFiles = createFileReceiver(context.media);
  for (const [name, endpoint] of Object.entries(endpoints)) {
    registerEndpoint(app, endpoint, handlers[name as keyof Handlers] as never, {
      db: context.db,
      now: context.now,
      validateResponses: context.config.validateResponses,
      answerCache: context.answerCache,
      receiveFiles,
      rateLimit: rateLimitOf(endpoint, context.config.rateLimits, context.db, context.now),
    });
  }
  app.get('/api/health', async () => ({
    status: 'ok',
    database: context.db.kind,
    answerCache: context.answerCache?.stats() ?? null,
  }));

  registerReadiness(app, context.db);

  registerCatalogImages(app, context.db);
  // Uploaded avatars and product photos; identity documents are never served.
  await context.media.servePublic(app);
  // A dispute's photos: to the order's parties and staff only.
  registerEvidencePhotos(app, context);
  // Search engines' files name the site's pages: only where the site is served.
  // Published addresses come from PUBLIC_URL, read when asked (a test server's port comes late).
  const origin = () => context.config.publicUrl;
  if (context.config.siteDir) registerSitemap(app, context.db, origin);
  await registerSite(app, context.config.siteDir, context.db, context.config.siteRenderer, origin);
  return app;
}
