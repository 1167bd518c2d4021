/**
 * Pages rendered on the server by the site's own render (packages/reference-site/src/entry-server.tsx,
 * built by `vite build --ssr`): the server loads that module and hands it a `fetch` answered by
 * this app in process, so a page's reads take the API's real path (its checks, its answer cache)
 * without a socket. What the module gives goes into the site's index.html (site.ts).
 */
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** A page as the site's render gives it. */
export interface RenderedPage {
  /** 404 when what the page shows was not found (a product, a seller); else 200. */
  status: number;
  /** The content of `#root`. */
  html: string;
  /** The rules the page uses, and the `data-emotion` naming them. */
  css: string;
  styleKey: string;
  /** The reads the page was rendered from, as JSON safe inside a `<script>` element. */
  snapshot: string;
}

/** What the site's render module exports. */
interface RenderModule {
  renderPage(request: { url: string; fetch: typeof fetch }): Promise<RenderedPage | null>;
  /** The id of the `<script type="application/json">` the browser reads the snapshot from. */
  SNAPSHOT_ELEMENT_ID: string;
}

export interface PageRenderer {
  /** The page at `url` (path and query) as a visitor sees it; null outside the site's locales. */
  render(url: string): Promise<RenderedPage | null>;
  snapshotElementId: string;
}

/** What the render's relative addresses are read against: its requests never leave the process. */
const IN_PROCESS_ORIGIN = 'http://vitrine.internal';
const NO_BODY = new Set([204, 304]);

/**
 * `fetch`, answered by `app` itself. The render's client calls the API at this page's origin
 * (`/api/…`), as the browser does, so the addresses it writes into the page (pictures, links)
 * are the ones the browser will write.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const address = new URL(input instanceof Request ? input.url : String(input), IN_PROCESS_ORIGIN);
    const request = new Request(address, input instanceof Request ? input : init);
    const { pathname, search } = address;
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${pathname}${search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NO_BODY.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

export async function loadPageRenderer(app: FastifyInstance, modulePath: string): Promise<PageRenderer> {
  const module = (await import(pathToFileURL(modulePath).href)) as RenderModule;
  const fetch = inProcessFetch(app);
  return {
    render: (url) => module.renderPage({ url, fetch }),
    snapshotElementId: module.SNAPSHOT_ELEMENT_ID,
  };
}

/** The site's index.html with a rendered page in it: its rules in the head, its content and its reads in `#root`'s place. */
export function withRenderedPage(html: string, page: RenderedPage, snapshotElementId: string): string {
  // The rules are the widgets' own, never a seller's text; still, nothing in them may close the element.
  const css = page.css.replace(/<\/style/gi, '<\\/style');
  // Replaced by functions: a seller's `$&` in the page is text, not a replacement pattern.
  return html
    .replace('</head>', () => `<style data-emotion="${page.styleKey}">${css}</style>\n</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${snapshotElementId}">${page.snapshot}</script>`,
    );
}
