/**
 * The site rendered on the server, for a visitor: a page's content (names, prices in the visitor's
 * currency, descriptions, sellers) is in the first response, for crawlers, link previews and a
 * page that shows before its script has run; the browser then hydrates it (main.tsx).
 *
 * Built by `vite build --ssr` with the browser build's own aliases and plugins, so the server runs
 * the same components on the same preact. The server (packages/server/src/site.ts) loads this
 * module from the site's build and hands it its own `fetch`: the reads go through the real API,
 * in process.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { createVitrine, parseLocaleSegment, SdkHttpError } from '@vitrine/sdk-core';
import { documentStyleCache, prerender, serializeSnapshot } from '@vitrine/widgets';
import { renderToString } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from './App.js';
import { createSiteI18n } from './i18n.js';
import {
  type PageSnapshot,
  type RenderedStatus,
  RenderedStatusContext,
  SNAPSHOT_ELEMENT_ID,
} from './pageSnapshot.js';
import { routes } from './routes.js';
import { linksIn } from './siteNavigation.js';

export { SNAPSHOT_ELEMENT_ID };

export interface RenderRequest {
  /** The page's path and query, e.g. `/gb-en/new-shopping/femme?id_marque=3`. */
  url: string;
  /** How the page's reads reach the API, at this page's origin (`/api/…`), as in the browser. */
  fetch: typeof fetch;
  /** Aborted when the page is no longer wanted (it took too long): the render and its reads stop. */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** 404 when what the page shows was not found (a product, a seller), so crawlers drop it; else 200. */
  status: 200 | 404;
  /** The content of `#root`. */
  html: string;
  /** The rules the page uses, for a `<style data-emotion="{styleKey}">` in its head. */
  css: string;
  /** `vitrine` and the ids of those rules: Emotion in the browser takes them over. */
  styleKey: string;
  /** The page's {@link PageSnapshot}, as JSON safe inside a `<script>` element. */
  snapshot: string;
}

const pagesLoaded = Promise.all(routes.map(({ page }) => page.preload()));
const styles = createEmotionServer(documentStyleCache());

/**
 * The page at `url` as a visitor sees it; null for an address outside the site's locales, or in a
 * country the marketplace does not know (the browser's own render says so).
 */
export async function renderPage({ url, fetch, signal }: RenderRequest): Promise<RenderedPage | null> {
  const [pathname = '/'] = url.split('?');
  const locale = parseLocaleSegment(pathname.split('/')[1]);
  if (!locale) return null;
  const client = createVitrine({ baseUrl: '', fetch, storage: null, i18n: createSiteI18n() });
  const [switched] = await Promise.all([client.setLocale(locale), pagesLoaded]);
  if (switched.error) {
    if (switched.error instanceof SdkHttpError && switched.error.status === 404) return null;
    throw switched.error;
  }
  const status: RenderedStatus = { notFound: false };
  const { html, snapshot } = await prerender(
    <RenderedStatusContext.Provider value={status}>
      <App
        client={client}
        navigation={linksIn(locale)}
        location={memoryLocation({ path: url, static: true })}
      />
    </RenderedStatusContext.Provider>,
    (element: ReactElement) => {
      // What the last pass rendered decides.
      status.notFound = false;
      return renderToString(element);
    },
    { signal },
  );
  const { css, ids } = styles.extractCritical(html);
  const missing = Object.values(snapshot).some((entry) => 'status' in entry && entry.status === 404);
  return {
    status: status.notFound || missing ? 404 : 200,
    html,
    css,
    styleKey: ['vitrine', ...ids].join(' '),
    snapshot: serializeSnapshot({
      country: client.store.getState().country,
      reads: snapshot,
    } satisfies PageSnapshot),
  };
}
